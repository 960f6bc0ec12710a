import FeedFeature
import Locking

/// A `FeedLoader` that records every load it is asked for and answers with the one stubbed result.
final class FeedLoaderSpy: FeedLoader {
    enum ReceivedMessage: Equatable {
        case load
    }

    private let result: Result<[CocktailItem], any Error>
    private let recorded = Locked<[ReceivedMessage]>([])

    init(result: Result<[CocktailItem], any Error>) {
        self.result = result
    }

    var receivedMessages: [ReceivedMessage] {
        recorded.withLock { $0 }
    }

    func load() async throws -> [CocktailItem] {
        recorded.withLock { $0.append(.load) }
        return try result.get()
    }
}
