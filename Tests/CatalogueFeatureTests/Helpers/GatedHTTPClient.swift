import Foundation
import HTTPCore
import Locking

/// Holds every request until the test lets it go, and counts how many were in flight at once.
///
/// A held request ends early, with `CancellationError`, when its calling task is cancelled. A wait
/// of the test's ends when the test's task is cancelled (its time limit ran out); the arrivals
/// stream then finishes, so every later wait ends at once too.
final class GatedHTTPClient: HTTPClient {
    private struct Held {
        let id: Int
        let url: URL
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var nextID = 0
        var held: [Held] = []
        /// Requests cancelled before they were held, so that they are never held.
        var cancelledIDs: Set<Int> = []
        var inFlight = 0
        var maximumInFlight = 0
        var requestedURLs: [URL] = []
    }

    private let state = Locked(State())
    private let arrivals = AsyncStream.makeStream(of: Void.self)
    private let answer: @Sendable (URL) throws -> (Data, HTTPResponse)

    init(answer: @escaping @Sendable (URL) throws -> (Data, HTTPResponse)) {
        self.answer = answer
    }

    var requestedURLs: [URL] { state.withLock { $0.requestedURLs } }
    var maximumInFlight: Int { state.withLock { $0.maximumInFlight } }
    /// The requests held now, the oldest first.
    var heldURLs: [URL] { state.withLock { $0.held.map(\.url) } }
    var heldCount: Int { state.withLock { $0.held.count } }

    func get(from url: URL) async throws -> (Data, HTTPResponse) {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.inFlight += 1
            state.maximumInFlight = max(state.maximumInFlight, state.inFlight)
            state.requestedURLs.append(url)
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let wasCancelled = state.withLock { state in
                    guard !state.cancelledIDs.contains(id) else { return true }
                    state.held.append(Held(id: id, url: url, continuation: continuation))
                    return false
                }
                if wasCancelled {
                    continuation.resume()
                } else {
                    arrivals.continuation.yield()
                }
            }
        } onCancel: {
            let held = state.withLock { state -> Held? in
                guard let index = state.held.firstIndex(where: { $0.id == id }) else {
                    state.cancelledIDs.insert(id)
                    return nil
                }
                return state.held.remove(at: index)
            }
            held?.continuation.resume()
        }
        state.withLock { $0.inFlight -= 1 }
        try Task.checkCancellation()
        return try answer(url)
    }

    /// Returns once `count` more requests are held.
    func waitForArrivals(_ count: Int) async {
        guard count > 0 else { return }
        var arrived = 0
        for await _ in arrivals.stream {
            arrived += 1
            if arrived == count { return }
        }
    }

    /// Returns once `count` requests are held at the same time.
    func waitUntilHeld(_ count: Int) async {
        guard heldCount < count else { return }
        for await _ in arrivals.stream where heldCount >= count {
            return
        }
    }

    /// Lets the request held longest go on.
    func releaseOldest() {
        release { $0.removeFirst() }
    }

    /// Lets the request held last go on.
    func releaseNewest() {
        release { $0.removeLast() }
    }

    /// Lets the oldest held request for a URL that `matches` go on; none when no such request is held.
    func releaseFirst(where matches: (URL) -> Bool) {
        let held = state.withLock { state -> Held? in
            guard let index = state.held.firstIndex(where: { matches($0.url) }) else { return nil }
            return state.held.remove(at: index)
        }
        held?.continuation.resume()
    }

    private func release(_ pick: (inout [Held]) -> Held) {
        let held = state.withLock { state in state.held.isEmpty ? nil : pick(&state.held) }
        held?.continuation.resume()
    }
}
