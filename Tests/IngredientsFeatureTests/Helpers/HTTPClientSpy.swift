import Foundation
import HTTPCore

/// Records every request and answers each with the one stubbed result.
actor HTTPClientSpy: HTTPClient {
    enum Message: Equatable {
        case get(URL)
    }

    private(set) var messages: [Message] = []
    private let result: Result<(Data, HTTPResponse), any Error>

    init(result: Result<(Data, HTTPResponse), any Error>) {
        self.result = result
    }

    func get(from url: URL) async throws -> (Data, HTTPResponse) {
        messages.append(.get(url))
        return try result.get()
    }
}
