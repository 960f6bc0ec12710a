import BarFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Runs every bar store spec, the failable ones included, against the store on a real file system.
@Suite final class FileSystemBarStoreTests: FailableBarStoreSpecs {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_deliversEmptyBarWhenNothingIsSaved() async {
        await assertThatRetrieveDeliversEmptyBarWhenNothingIsSaved(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsWhenNothingIsSaved() async {
        await assertThatRetrieveHasNoSideEffectsWhenNothingIsSaved(on: makeSUT())
    }

    @Test func retrieve_deliversReplacedIngredientsInTheirOrder() async {
        await assertThatRetrieveDeliversReplacedIngredientsInTheirOrder(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnSavedBar() async {
        await assertThatRetrieveHasNoSideEffectsOnSavedBar(on: makeSUT())
    }

    @Test func retrieve_deliversEverySpellingExactlyAsReplaced() async {
        await assertThatRetrieveDeliversEverySpellingExactlyAsReplaced(on: makeSUT())
    }

    @Test func retrieve_deliversFailureOnRetrievalError() async throws {
        try directory.write("invalid data", to: "bar.json")

        await assertThatRetrieveDeliversFailureOnRetrievalError(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnFailure() async throws {
        try directory.write("invalid data", to: "bar.json")

        await assertThatRetrieveHasNoSideEffectsOnFailure(on: makeSUT())
    }

    @Test func replace_deliversNoErrorWhenNothingIsSaved() async {
        await assertThatReplaceDeliversNoErrorWhenNothingIsSaved(on: makeSUT())
    }

    @Test func replace_deliversNoErrorOnSavedBar() async {
        await assertThatReplaceDeliversNoErrorOnSavedBar(on: makeSUT())
    }

    @Test func replace_overridesPreviouslyReplacedIngredients() async {
        await assertThatReplaceOverridesPreviouslyReplacedIngredients(on: makeSUT())
    }

    @Test func replace_withNoIngredientsLeavesAnEmptyBar() async {
        await assertThatReplaceWithNoIngredientsLeavesAnEmptyBar(on: makeSUT())
    }

    @Test func replace_deliversErrorOnReplacementError() async throws {
        await assertThatReplaceDeliversErrorOnReplacementError(on: try makeSUTUnderRegularFile())
    }

    @Test func replace_hasNoSideEffectsOnReplacementError() async throws {
        await assertThatReplaceHasNoSideEffectsOnReplacementError(on: try makeSUTWithDirectoryAtBarPath())
        #expect(try directory.contents(of: "bar.json") == ["kept"])
    }

    @Test func sideEffects_runSeriallyInCallOrder() async {
        await assertThatSideEffectsRunSeriallyInCallOrder(on: makeSUT())
    }

    @Test func concurrentReplaces_leaveOneCompleteReplacedBar() async {
        await assertThatConcurrentReplacesLeaveOneCompleteReplacedBar(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemBarStore {
        let sut = FileSystemBarStore(fileURL: fileURL ?? directory.appending("bar.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Tests run as root too, where permission bits stop nothing: a regular file where the
    /// data directory should be stops every write structurally.
    private func makeSUTUnderRegularFile(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileSystemBarStore {
        try directory.write("not a directory", to: "regular-file")
        return makeSUT(fileURL: directory.appending("regular-file/bar.json"), sourceLocation: sourceLocation)
    }

    /// A non-empty directory where the bar file should be: no rename replaces it, even as root.
    private func makeSUTWithDirectoryAtBarPath(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileSystemBarStore {
        try directory.write("a file that must survive", to: "bar.json/kept")
        return makeSUT(sourceLocation: sourceLocation)
    }
}
