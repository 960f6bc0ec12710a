import Foundation
import Testing
import FeedFeature
@testable import FeedCacheInfra
import TestSupport

/// A store remembers the document it read, so `dringo feed --offline` does not decode the file a
/// second time to validate it; it never answers from memory for a file that has changed since.
/// Separate store instances stand in for separate `dringo` processes sharing one cache file.
@Suite final class FileSystemFeedStoreMemoTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_afterAnotherStoreReplacedTheFile_deliversTheNewCache() async throws {
        let (sut, otherProcess) = (makeSUT(), makeSUT())
        let newCache = uniqueCache()
        try await insert(uniqueCache(), with: otherProcess)
        _ = try await sut.retrieve()

        try await insert(newCache, with: otherProcess)

        await expect(sut, toRetrieve: .found(newCache))
    }

    @Test func retrieve_afterTheFileWasTruncatedInPlace_deliversFailure() async throws {
        let sut = makeSUT()
        try await insert(uniqueCache(), with: sut)
        _ = try await sut.retrieve()

        try truncateInPlace()

        await #expect(throws: FileSystemFeedStore.Error.unreadableCache) { try await sut.retrieve() }
    }

    /// Same size, same inode, very likely the same clock tick: only the rule that a file must
    /// have settled before its memo is kept makes this retrieve read the file again.
    @Test func retrieve_afterASameSizeRewriteInPlace_deliversTheNewCache() async throws {
        let sut = makeSUT()
        let (cache, sameSizeCache) = Self.cachesOfTheSameSize()
        try await insert(cache, with: sut)
        _ = try await sut.retrieve()

        try rewriteInPlace(with: sameSizeCache)

        await expect(sut, toRetrieve: .found(sameSizeCache))
    }

    @Test func retrieve_afterAnotherStoreDeletedTheFile_deliversEmpty() async throws {
        let (sut, otherProcess) = (makeSUT(), makeSUT())
        try await insert(uniqueCache(), with: sut)
        _ = try await sut.retrieve()

        try await otherProcess.deleteCachedFeed()

        await expect(sut, toRetrieve: .empty)
    }

    @Test func retrieve_ofAFileJustWritten_keepsNoMemo() async throws {
        let sut = makeSUT()
        try await insert(uniqueCache(), with: sut)

        _ = try await sut.retrieve()

        #expect(await sut.memo == nil)
    }

    // MARK: - Settled files, which a memo is kept for

    @Test func retrieveTwice_ofASettledFile_deliversTheSameCacheFromMemory() async throws {
        let (sut, cache) = try await makeSUTWithSettledFile()

        await expect(sut, toRetrieve: .found(cache))
        #expect(await sut.memo?.cache == cache)
        await expect(sut, toRetrieve: .found(cache))
    }

    @Test func retrieve_afterAnotherStoreReplacedASettledFile_deliversTheNewCache() async throws {
        let (sut, _) = try await makeSUTWithSettledFile()
        let newCache = uniqueCache()
        _ = try await sut.retrieve()
        #expect(await sut.memo != nil)

        try await insert(newCache, with: makeSUT())

        await expect(sut, toRetrieve: .found(newCache))
    }

    @Test func retrieve_afterASettledFileWasRewrittenOrTruncatedInPlace_readsItAgain() async throws {
        let (sut, cache) = try await makeSUTWithSettledFile()
        let sameSizeCache = Self.cachesOfTheSameSize(as: cache)
        _ = try await sut.retrieve()
        #expect(await sut.memo != nil)

        try rewriteInPlace(with: sameSizeCache)
        await expect(sut, toRetrieve: .found(sameSizeCache))

        try truncateInPlace()
        await #expect(throws: FileSystemFeedStore.Error.unreadableCache) { try await sut.retrieve() }
    }

    @Test func insert_forgetsTheMemo() async throws {
        let (sut, _) = try await makeSUTWithSettledFile()
        _ = try await sut.retrieve()
        #expect(await sut.memo != nil)

        try await insert(uniqueCache(), with: sut)

        #expect(await sut.memo == nil)
    }

    @Test func delete_forgetsTheMemo() async throws {
        let (sut, _) = try await makeSUTWithSettledFile()
        _ = try await sut.retrieve()
        #expect(await sut.memo != nil)

        try await sut.deleteCachedFeed()

        #expect(await sut.memo == nil)
    }

    // MARK: - Helpers

    private var fileURL: URL { directory.appending("feed.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemFeedStore {
        let sut = FileSystemFeedStore(fileURL: fileURL)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// A store over a file last changed long enough ago for a memo to be kept.
    private func makeSUTWithSettledFile(sourceLocation: SourceLocation = #_sourceLocation) async throws -> (FileSystemFeedStore, CachedFeed) {
        let cache = Self.cachesOfTheSameSize().0
        try await insert(cache, with: makeSUT(sourceLocation: sourceLocation))
        try await Task.sleep(for: .seconds(FeedCacheMemo.settlingSeconds) + .milliseconds(300))
        return (makeSUT(sourceLocation: sourceLocation), cache)
    }

    private func insert(_ cache: CachedFeed, with store: FileSystemFeedStore) async throws {
        try await store.insert(cache.feed, timestamp: cache.timestamp)
    }

    /// Overwrites the cache file through its own inode, as an editor or a careless script might.
    private func rewriteInPlace(with cache: CachedFeed) throws {
        let document = try FeedCacheDocument.encode(cache.feed, timestamp: cache.timestamp)
        let handle = try FileHandle(forWritingTo: fileURL)
        defer { try? handle.close() }
        try handle.write(contentsOf: document)
        try handle.truncate(atOffset: UInt64(document.count))
    }

    private func truncateInPlace() throws {
        let size = try #require(try FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: fileURL)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(size / 2))
    }

    /// Two caches whose documents have the same length and different contents.
    private static func cachesOfTheSameSize() -> (CachedFeed, CachedFeed) {
        let cache = CachedFeed(feed: [LocalCocktailItem(id: 1_000, name: "Mojito", description: "Muddle", imageURL: nil)], timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000))
        return (cache, cachesOfTheSameSize(as: cache))
    }

    private static func cachesOfTheSameSize(as cache: CachedFeed) -> CachedFeed {
        CachedFeed(feed: [LocalCocktailItem(id: 2_000, name: "Martin", description: "Stir!!", imageURL: nil)], timestamp: cache.timestamp)
    }
}
