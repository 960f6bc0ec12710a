import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// Runs every image store spec, the failable ones included, against the store on a real file system.
@Suite final class FileSystemImageDataStoreTests: FailableImageDataStoreSpecs {
    private let leakTracker = LeakTracker()
    private let directory = ImageStoreDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("CD-4: retrieve delivers nothing when no image is cached")
    func retrieve_deliversEmptyOnEmptyStore() async {
        await assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnEmptyStore() async {
        await assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeSUT())
    }

    @Test("CD-4: retrieve delivers nothing when only another URL's image is cached")
    func retrieve_deliversEmptyWhenOnlyAnotherURLIsStored() async {
        await assertThatRetrieveDeliversEmptyWhenOnlyAnotherURLIsStored(on: makeSUT())
    }

    @Test("CD-1: retrieve delivers the image data cached for the URL")
    func retrieve_deliversStoredDataForURL() async {
        await assertThatRetrieveDeliversStoredDataForURL(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnNonEmptyStore() async {
        await assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeSUT())
    }

    @Test("CD-2: retrieve in a cancelled task delivers a cancellation error, not the data")
    func retrieve_deliversCancellationErrorInCancelledTask() async {
        await assertThatRetrieveDeliversCancellationErrorInCancelledTask(on: makeSUT())
    }

    @Test("CD-3: retrieve delivers an error on a corrupt image file")
    func retrieve_deliversFailureOnRetrievalError() async throws {
        let url = uniqueImageURL()
        try directory.write(Data("invalid data".utf8), toFileFor: url)

        await assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT(), for: url)
    }

    @Test func retrieve_hasNoSideEffectsOnFailure() async throws {
        let url = uniqueImageURL()
        try directory.write(Data("invalid data".utf8), toFileFor: url)

        await assertThatRetrieveHasNoSideEffectsOnFailure(on: makeSUT(), for: url)
    }

    @Test("SD-1: insert caches the image data for its URL without error")
    func insert_deliversNoErrorOnEmptyStore() async {
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

    @Test("SD-2: insert delivers an error when the directory cannot be created")
    func insert_deliversErrorOnInsertionError() async throws {
        await assertThatInsertDeliversErrorOnInsertionError(on: try makeSUTUnderRegularFile(), for: uniqueImageURL())
    }

    @Test func insert_hasNoSideEffectsOnInsertionError() async throws {
        await assertThatInsertHasNoSideEffectsOnInsertionError(on: try makeSUTUnderRegularFile(), for: uniqueImageURL())
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

    // MARK: - Helpers

    private func makeSUT(directoryURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemImageDataStore {
        let sut = FileSystemImageDataStore(directory: directoryURL ?? directory.url)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Tests run as root too, where permission bits stop nothing: a regular file where the
    /// images directory should be stops every write structurally.
    private func makeSUTUnderRegularFile(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileSystemImageDataStore {
        try directory.parent.write("not a directory", to: "regular-file")
        return makeSUT(directoryURL: directory.parent.appending("regular-file/images"), sourceLocation: sourceLocation)
    }
}
