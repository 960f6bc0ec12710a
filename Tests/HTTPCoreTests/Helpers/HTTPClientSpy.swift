import Foundation
import Locking
import TestSupport
import HTTPCore

/// Records every request and answers with a stubbed result, optionally only once its task is cancelled.
final class HTTPClientSpy: HTTPClient {
    enum Message: Equatable {
        case get(URL)
    }

    private let result: Result<(Data, HTTPResponse), any Error>
    private let answersOnlyAfterCancellation: Bool
    private let recorded = Locked<[Message]>([])

    var messages: [Message] { recorded.withLock { $0 } }

    /// - Parameter answersOnlyAfterCancellation: holds the answer back until the calling task is
    ///   cancelled, as a client that ignores cancellation would.
    init(result: Result<(Data, HTTPResponse), any Error>, answersOnlyAfterCancellation: Bool = false) {
        self.result = result
        self.answersOnlyAfterCancellation = answersOnlyAfterCancellation
    }

    func get(from url: URL) async throws -> (Data, HTTPResponse) {
        recorded.withLock { $0.append(.get(url)) }
        if answersOnlyAfterCancellation {
            // Ends early, and only, when the task is cancelled; the error is swallowed on purpose.
            try? await Task.sleep(for: .seconds(3600))
        }
        return try result.get()
    }
}
