import CompositionRoot
import FeedCacheInfra
import FeedFeature
import Foundation

/// An image store whose reads or writes fail, backed by an in-memory store.
public actor FailableImageStore: ImageCacheStore {
    public struct Failure: Error {}

    private let backing: InMemoryImageDataStore
    private let failsRetrieval: Bool
    private let failsInsertion: Bool

    public init(images: [URL: Data] = [:], failsRetrieval: Bool = false, failsInsertion: Bool = false) {
        self.backing = InMemoryImageDataStore(images: images)
        self.failsRetrieval = failsRetrieval
        self.failsInsertion = failsInsertion
    }

    public func insert(_ data: Data, for url: URL) async throws {
        if failsInsertion { throw Failure() }
        try await backing.insert(data, for: url)
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        if failsRetrieval { throw Failure() }
        return try await backing.retrieve(dataForURL: url)
    }

    public func usage() async throws -> (count: Int, bytes: Int) {
        await backing.usage()
    }

    public func removeAll() async throws {
        await backing.removeAll()
    }
}
