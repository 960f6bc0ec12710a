import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// Runs the non-failable specs only: an in-memory store has nothing that can fail.
@Suite final class InMemoryImageDataStoreTests: ImageDataStoreSpecs {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test func retrieve_deliversEmptyOnEmptyStore() async {
        await assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnEmptyStore() async {
        await assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeSUT())
    }

    @Test func retrieve_deliversEmptyWhenOnlyAnotherURLIsStored() async {
        await assertThatRetrieveDeliversEmptyWhenOnlyAnotherURLIsStored(on: makeSUT())
    }

    @Test func retrieve_deliversStoredDataForURL() async {
        await assertThatRetrieveDeliversStoredDataForURL(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnNonEmptyStore() async {
        await assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeSUT())
    }

    @Test func retrieve_deliversCancellationErrorInCancelledTask() async {
        await assertThatRetrieveDeliversCancellationErrorInCancelledTask(on: makeSUT())
    }

    @Test func insert_deliversNoErrorOnEmptyStore() async {
        await assertThatInsertDeliversNoErrorOnEmptyStore(on: makeSUT())
    }

    @Test func insert_deliversNoErrorOnNonEmptyStore() async {
        await assertThatInsertDeliversNoErrorOnNonEmptyStore(on: makeSUT())
    }

    @Test func insert_overridesPreviouslyInsertedDataForURL() async {
        await assertThatInsertOverridesPreviouslyInsertedDataForURL(on: makeSUT())
    }

    @Test func insert_storesEmptyDataAsFound() async {
        await assertThatInsertStoresEmptyDataAsFound(on: makeSUT())
    }

    @Test func insert_keepsURLsThatDifferOnlyByQueryCaseFragmentOrTrailingSlashApart() async {
        await assertThatInsertKeepsURLsThatDifferOnlyByQueryCaseFragmentOrTrailingSlashApart(on: makeSUT())
    }

    @Test func insert_deliversCancellationErrorAndStoresNothingInCancelledTask() async {
        await assertThatInsertDeliversCancellationErrorAndStoresNothingInCancelledTask(on: makeSUT())
    }

    @Test func sideEffects_runSeriallyInCallOrder() async {
        await assertThatSideEffectsRunSeriallyInCallOrder(on: makeSUT())
    }

    @Test func concurrentInserts_forManyURLs_leaveEveryImageRetrievable() async {
        await assertThatConcurrentInsertsForManyURLsLeaveEveryImageRetrievable(on: makeSUT())
    }

    @Test func concurrentInserts_forOneURL_leaveOneCompleteInsertedImage() async {
        await assertThatConcurrentInsertsForOneURLLeaveOneCompleteInsertedImage(on: makeSUT())
    }

    @Test func init_deliversTheImagesItStartsWith() async {
        let url = uniqueImageURL()
        let data = uniqueImageData()

        await expect(makeSUT(images: [url: data]), toRetrieve: .found(data), for: url)
    }

    @Test func usage_countsImagesAndTheirBytes() async {
        let sut = makeSUT(images: [uniqueImageURL(): Data(count: 3), uniqueImageURL(): Data(count: 5)])

        let usage = await sut.usage()

        #expect(usage.count == 2)
        #expect(usage.bytes == 8)
    }

    @Test func removeAll_emptiesTheStore() async {
        let url = uniqueImageURL()
        let sut = makeSUT(images: [url: uniqueImageData()])

        await sut.removeAll()

        await expect(sut, toRetrieve: .empty, for: url)
        #expect(await sut.usage().count == 0)
    }

    // MARK: - Helpers

    private func makeSUT(images: [URL: Data] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryImageDataStore {
        let sut = InMemoryImageDataStore(images: images)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
