import FeedFeature
import Foundation
import Locking
import TestSupport

/// An `ImageDataCache` that records every save and answers with the one stubbed result.
final class ImageDataCacheSpy: ImageDataCache {
    enum ReceivedMessage: Equatable {
        case save(data: Data, for: URL)
    }

    private let result: Result<Void, any Error>
    private let recorded = Locked<[ReceivedMessage]>([])

    init(result: Result<Void, any Error> = .success(())) {
        self.result = result
    }

    var receivedMessages: [ReceivedMessage] {
        recorded.withLock { $0 }
    }

    func save(_ data: Data, for url: URL) async throws {
        recorded.withLock { $0.append(.save(data: data, for: url)) }
        try result.get()
    }
}
