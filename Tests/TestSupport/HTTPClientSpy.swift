import Foundation
import HTTPCore
import Locking

/// Records every request and answers each with the one stubbed result.
///
/// It ignores cancellation, as a careless client would, unless told to hold its answer until the
/// calling task is cancelled. Given a `suspension`, every request is held there before it answers.
public final class HTTPClientSpy: HTTPClient {
    public enum Message: Equatable, Sendable {
        case get(URL)
    }

    private let result: Result<(Data, HTTPResponse), any Error>
    private let suspension: SuspensionPoint?
    private let answersOnlyAfterCancellation: Bool
    private let recorded = Locked<[Message]>([])

    /// - Parameter answersOnlyAfterCancellation: holds the answer back until the calling task is cancelled.
    public init(
        result: Result<(Data, HTTPResponse), any Error>,
        suspension: SuspensionPoint? = nil,
        answersOnlyAfterCancellation: Bool = false
    ) {
        self.result = result
        self.suspension = suspension
        self.answersOnlyAfterCancellation = answersOnlyAfterCancellation
    }

    public var messages: [Message] {
        recorded.withLock { $0 }
    }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        recorded.withLock { $0.append(.get(url)) }
        await suspension?.suspend()
        if answersOnlyAfterCancellation {
            // Ends early, and only, when the task is cancelled; the error is swallowed on purpose.
            try? await Task.sleep(for: .seconds(3600))
        }
        return try result.get()
    }
}
