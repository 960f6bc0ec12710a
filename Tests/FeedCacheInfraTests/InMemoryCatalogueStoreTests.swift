import CatalogueFeature
import FeedCacheInfra
import TestSupport
import Testing

/// Runs the non-failable specs only: an in-memory store has nothing that can fail.
@Suite final class InMemoryCatalogueStoreTests: CatalogueStoreSpecs {
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

    @Test func concurrentInserts_leaveOneCompleteInsertedCatalogue() async {
        await assertThatConcurrentInsertsLeaveOneCompleteInsertedCache(on: makeSUT())
    }

    @Test func init_deliversTheCatalogueItStartsWith() async {
        let catalogue = uniqueCatalogue()

        await expect(makeSUT(catalogue: catalogue), toRetrieve: .found(catalogue))
    }

    // MARK: - Helpers

    private func makeSUT(catalogue: CachedCatalogue? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryCatalogueStore {
        let sut = InMemoryCatalogueStore(catalogue: catalogue)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
