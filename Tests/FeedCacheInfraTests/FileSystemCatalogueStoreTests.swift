import CatalogueFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Runs every catalogue store spec, the failable ones included, against the store on a real file system.
@Suite final class FileSystemCatalogueStoreTests: FailableCatalogueStoreSpecs {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
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

    @Test
    func retrieve_deliversFailureOnRetrievalError() async throws {
        try directory.write("invalid data", to: "catalogue.json")

        await assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnFailure() async throws {
        try directory.write("invalid data", to: "catalogue.json")

        await assertThatRetrieveHasNoSideEffectsOnFailure(on: makeSUT())
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

    @Test
    func insert_deliversErrorOnInsertionError() async throws {
        await assertThatInsertDeliversErrorOnInsertionError(on: try makeSUTUnderRegularFile())
    }

    @Test func insert_hasNoSideEffectsOnInsertionError() async throws {
        await assertThatInsertHasNoSideEffectsOnInsertionError(on: try makeSUTUnderRegularFile())
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

    @Test func delete_deliversErrorOnDeletionError() async throws {
        await assertThatDeleteDeliversErrorOnDeletionError(on: try makeSUTWithDirectoryAtCachePath())
    }

    @Test func delete_hasNoSideEffectsOnDeletionError() async throws {
        await assertThatDeleteHasNoSideEffectsOnDeletionError(on: try makeSUTWithDirectoryAtCachePath())
        #expect(try directory.contents(of: "catalogue.json") == ["kept"])
    }

    @Test func sideEffects_runSeriallyInCallOrder() async {
        await assertThatSideEffectsRunSeriallyInCallOrder(on: makeSUT())
    }

    @Test func concurrentInserts_leaveOneCompleteInsertedCatalogue() async {
        await assertThatConcurrentInsertsLeaveOneCompleteInsertedCache(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemCatalogueStore {
        let sut = FileSystemCatalogueStore(fileURL: fileURL ?? directory.appending("catalogue.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Tests run as root too, where permission bits stop nothing: a regular file where the
    /// cache directory should be stops every write structurally.
    private func makeSUTUnderRegularFile(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileSystemCatalogueStore {
        try directory.write("not a directory", to: "regular-file")
        return makeSUT(fileURL: directory.appending("regular-file/catalogue.json"), sourceLocation: sourceLocation)
    }

    /// A non-empty directory where the cache file should be: it cannot be unlinked, even by root.
    private func makeSUTWithDirectoryAtCachePath(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileSystemCatalogueStore {
        try directory.write("a file that must survive", to: "catalogue.json/kept")
        return makeSUT(sourceLocation: sourceLocation)
    }
}
