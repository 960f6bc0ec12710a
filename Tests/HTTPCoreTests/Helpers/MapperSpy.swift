import Foundation
import HTTPCore
import Locking
import TestSupport

/// A mapper that records what it was given and answers with a stubbed result.
final class MapperSpy<Resource: Sendable>: Sendable {
    struct Call: Equatable {
        let data: Data
        let response: HTTPResponse
    }

    private let result: Result<Resource, any Error>
    private let recorded = Locked<[Call]>([])

    var calls: [Call] { recorded.withLock { $0 } }

    init(result: Result<Resource, any Error>) {
        self.result = result
    }

    func map(_ data: Data, _ response: HTTPResponse) throws -> Resource {
        recorded.withLock { $0.append(Call(data: data, response: response)) }
        return try result.get()
    }
}
