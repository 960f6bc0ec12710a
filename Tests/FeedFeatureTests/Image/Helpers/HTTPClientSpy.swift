import Foundation
import Locking
import TestSupport
import HTTPCore

/// Records every request and answers each with the one stubbed result, ignoring cancellation
/// as a careless client would. Given a `suspension`, every request is held there before it answers.
final class HTTPClientSpy: HTTPClient {
    enum ReceivedMessage: Equatable {
        case get(URL)
    }

    private let result: Result<(Data, HTTPResponse), any Error>
    private let suspension: SuspensionPoint?
    private let recorded = Locked<[ReceivedMessage]>([])

    init(result: Result<(Data, HTTPResponse), any Error>, suspension: SuspensionPoint? = nil) {
        self.result = result
        self.suspension = suspension
    }

    var receivedMessages: [ReceivedMessage] {
        recorded.withLock { $0 }
    }

    func get(from url: URL) async throws -> (Data, HTTPResponse) {
        recorded.withLock { $0.append(.get(url)) }
        await suspension?.suspend()
        return try result.get()
    }
}
