import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// How inserts replace the document: whole, through a temporary file that never outlives them.
@Suite final class FileSystemFeedStoreAtomicityTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("SF-1: insert saves the cache atomically, leaving no temporary file behind")
    func insert_leavesOnlyTheCacheFileOnSuccess() async throws {
        let sut = makeSUT()

        try await sut.insert(uniqueCache().feed, timestamp: Date())
        try await sut.insert(uniqueCache().feed, timestamp: Date())

        #expect(try directory.contents() == ["feed.json"])
    }

    @Test func insert_createsMissingIntermediateDirectories() async throws {
        let cache = uniqueCache()
        let sut = makeSUT(fileURL: directory.appending("nested/twice/feed.json"))

        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        await expect(sut, toRetrieve: .found(cache))
    }

    @Test("SF-3: insert delivers an error and removes its temporary file when the rename fails")
    func insert_removesTemporaryFileOnFailure() async throws {
        try directory.write("a file that must survive", to: "feed.json/kept")
        let sut = makeSUT()

        await #expect(throws: FileSystemFeedStore.Error.self) { try await sut.insert(uniqueCache().feed, timestamp: Date()) }

        #expect(try directory.contents() == ["feed.json"])
        #expect(try directory.contents(of: "feed.json") == ["kept"])
    }

    @Test func insert_deliversMkdirFailureWhenCacheDirectoryIsARegularFile() async throws {
        try directory.write("not a directory", to: "regular-file")
        let sut = makeSUT(fileURL: directory.appending("regular-file/feed.json"))

        await #expect(throws: FileSystemFeedStore.Error.systemCallFailed(name: "mkdir", errno: ENOTDIR)) {
            try await sut.insert(uniqueCache().feed, timestamp: Date())
        }
    }

    @Test func retrieve_ignoresTemporaryFileLeftByKilledWriter() async throws {
        let cache = uniqueCache()
        let sut = makeSUT()
        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        try directory.write(#"{"version":1,"timest"#, to: ".feed.json.4242.deadbeef.tmp")

        await expect(sut, toRetrieve: .found(cache))
    }

    /// Separate store instances stand in for separate `dringo` processes sharing one cache file.
    @Test func concurrentInsertsFromSeparateStores_leaveOneCompleteInsertedCache() async throws {
        let stores = (0..<4).map { _ in makeSUT() }
        let caches = (0..<40).map { uniqueCache(timestamp: Date(timeIntervalSinceReferenceDate: Double($0))) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for (index, cache) in caches.enumerated() {
                let store = stores[index % stores.count]
                group.addTask { await insert(cache, into: store) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0)
        let outcome = await retrievalOutcome(of: makeSUT())
        #expect(caches.map(RetrievalOutcome.found).contains(outcome), "Expected one complete inserted cache, got \(outcome)")
        #expect(try directory.contents() == ["feed.json"])
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemFeedStore {
        let sut = FileSystemFeedStore(fileURL: fileURL ?? directory.appending("feed.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
