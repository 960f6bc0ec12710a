import BarFeature
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The bar file itself: where it may be missing, and what stops reading or saving it, which the bar
/// reports as its own error naming the file. How a save replaces a file whole is every file store's
/// (`FileDocumentStoreFileTests`); a file or folder the user may not read or write is proved end to
/// end, where dringo runs without privileges even when the tests run as root: `HostileDataFolderEndToEndTests`.
@Suite final class FileSystemBarStoreFileTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_deliversEmptyBarWhenTheDataDirectoryIsMissing() async throws {
        let sut = makeSUT(fileURL: directory.appending("missing/dringo/bar.json"))

        #expect(try await sut.retrieve() == nil, "no bar file is no bar")
        #expect(!FileManager.default.fileExists(atPath: directory.url.path), "Expected retrieve to create nothing")
    }

    @Test func retrieve_deliversUnreadableNamingTheFileWhenADirectoryIsAtItsPath() async throws {
        try directory.write("a file that must survive", to: "bar.json/kept")

        await #expect(throws: BarStoreError.unreadable(location: barFile.path)) { try await self.makeSUT().retrieve() }

        #expect(try directory.contents(of: "bar.json") == ["kept"])
    }

    @Test func save_deliversUnwritableNamingTheFileWhenItsDirectoryIsARegularFile() async throws {
        try directory.write("not a directory", to: "regular-file")
        let fileURL = directory.appending("regular-file/bar.json")
        let sut = makeSUT(fileURL: fileURL)

        await #expect(throws: BarStoreError.unwritable(location: fileURL.path)) { try await sut.save(uniqueIngredients()) }

        #expect(try String(contentsOf: directory.appending("regular-file"), encoding: .utf8) == "not a directory")
    }

    @Test func save_deliversUnwritableNamingTheFileWhenItsDirectoryIsBehindADanglingLink() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appending("share"), withDestinationURL: directory.appending("unmounted/share"))
        let fileURL = directory.appending("share/dringo/bar.json")
        let sut = makeSUT(fileURL: fileURL)

        await #expect(throws: BarStoreError.unwritable(location: fileURL.path)) { try await sut.save(uniqueIngredients()) }

        #expect(try directory.contents() == ["share"])
    }

    @Test func save_deliversUnwritableAndRemovesItsTemporaryFileWhenADirectoryIsAtThePath() async throws {
        try directory.write("a file that must survive", to: "bar.json/kept")
        let sut = makeSUT()

        await #expect(throws: BarStoreError.unwritable(location: barFile.path)) { try await sut.save(uniqueIngredients()) }

        #expect(try directory.contents() == ["bar.json"])
        #expect(try directory.contents(of: "bar.json") == ["kept"])
    }

    // MARK: - Helpers

    private var barFile: URL { directory.appending("bar.json") }

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemBarStore {
        let sut = FileSystemBarStore(fileURL: fileURL ?? barFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
