import FeedCacheInfra
import FeedFeature
import TestSupport
import Testing

/// Runs the non-failable specs only: an in-memory store has nothing that can fail.
@Suite final class InMemoryFeedStoreTests: FeedStoreSpecs {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test func retrieve_deliversEmptyOnEmptyCache() async {
        await assertThatRetrieveDeliversEmptyOnEmptyCache(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnEmptyCache() async {
        await assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func retrieve_deliversFoundValuesOnNonEmptyCache() async {
        await assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnNonEmptyCache() async {
        await assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: makeSUT())
    }

    @Test func insert_deliversNoErrorOnEmptyCache() async {
        await assertThatInsertDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func insert_deliversNoErrorOnNonEmptyCache() async {
        await assertThatInsertDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func insert_overridesPreviouslyInsertedCacheValues() async {
        await assertThatInsertOverridesPreviouslyInsertedCacheValues(on: makeSUT())
    }

    @Test func delete_deliversNoErrorOnEmptyCache() async {
        await assertThatDeleteDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func delete_hasNoSideEffectsOnEmptyCache() async {
        await assertThatDeleteHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func delete_deliversNoErrorOnNonEmptyCache() async {
        await assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func delete_emptiesPreviouslyInsertedCache() async {
        await assertThatDeleteEmptiesPreviouslyInsertedCache(on: makeSUT())
    }

    @Test func sideEffects_runSeriallyInCallOrder() async {
        await assertThatSideEffectsRunSeriallyInCallOrder(on: makeSUT())
    }

    @Test func concurrentInserts_leaveOneCompleteInsertedCache() async {
        await assertThatConcurrentInsertsLeaveOneCompleteInsertedCache(on: makeSUT())
    }

    @Test func init_deliversTheCacheItStartsWith() async {
        let cache = uniqueCache()

        await expect(makeSUT(cache: cache), toRetrieve: .found(cache))
    }

    // MARK: - Helpers

    private func makeSUT(cache: CachedFeed? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryFeedStore {
        let sut = InMemoryFeedStore(cache: cache)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
