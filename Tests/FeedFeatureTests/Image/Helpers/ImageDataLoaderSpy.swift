import FeedFeature
import Foundation
import Locking
import TestSupport

/// An `ImageDataLoader` that records every URL it is asked for and answers with the one stubbed result.
final class ImageDataLoaderSpy: ImageDataLoader {
    enum ReceivedMessage: Equatable {
        case loadImageData(from: URL)
    }

    private let result: Result<Data, any Error>
    private let recorded = Locked<[ReceivedMessage]>([])

    init(result: Result<Data, any Error>) {
        self.result = result
    }

    var receivedMessages: [ReceivedMessage] {
        recorded.withLock { $0 }
    }

    func loadImageData(from url: URL) async throws -> Data {
        recorded.withLock { $0.append(.loadImageData(from: url)) }
        return try result.get()
    }
}
