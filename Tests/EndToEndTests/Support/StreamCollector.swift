import Foundation
import Locking
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one of a child process's output pipes to its end, on a thread of its own.
///
/// Draining stdout and stderr at the same time, while the child runs, is what keeps a
/// child with a lot to say from blocking on a full pipe buffer.
final class StreamCollector: Sendable {
    private let bytes = Locked(Data())
    private let finished = OneShot<Data>()

    /// Starts reading at once; the reading ends when every writer has closed the pipe.
    init(reading handle: FileHandle) {
        Thread.detachNewThread { [self] in
            Self.readToEnd(handle.fileDescriptor) { chunk in
                bytes.withLock { $0.append(chunk) }
            }
            try? handle.close()
            finished.fulfill(received)
        }
    }

    /// What has been read so far.
    var received: Data {
        bytes.withLock { $0 }
    }

    /// Whether the writers have all closed the pipe.
    var isFinished: Bool {
        finished.current != nil
    }

    /// Everything, once the pipe has been closed.
    func collected() async -> Data {
        await finished.value()
    }

    /// Hands on each chunk as soon as `read(2)` returns it, until end of file or an error.
    private static func readToEnd(_ descriptor: Int32, _ deliver: (Data) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                deliver(Data(buffer[..<count]))
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
