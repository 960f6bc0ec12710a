import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts child processes one at a time, each from a thread of its own that blocks no signal.
///
/// One at a time: on Linux, `Process` closes every other descriptor in the child, but it lists
/// them just before `posix_spawn`. A pipe that another test opened in that window would leak into
/// this child, and a leaked write end held by a long-lived child (a fixture server) would keep the
/// pipe's owner from ever reading end of file. So a launch opens its pipes, spawns, and closes the
/// child's ends in the parent before the next launch lists the descriptors.
///
/// No signal blocked: a child inherits the signal mask of the thread that spawns it, and the
/// threads of Swift's cooperative pool block most signals. Spawned from one of them, a child would
/// ignore SIGTERM and SIGINT, unlike one started from a shell.
enum ProcessLauncher {
    private static let lock = NSLock()

    static func launch<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var noSignals = sigset_t()
                sigemptyset(&noSignals)
                pthread_sigmask(SIG_SETMASK, &noSignals, nil)
                continuation.resume(
                    with: Result {
                        lock.lock()
                        defer { lock.unlock() }
                        return try body()
                    })
            }
        }
    }
}
