import FileStorage
import Foundation
import TestSupport
import Testing

/// `deleteIfUnchanged()` on disk: a file counts as unchanged while it is the same file, by device,
/// inode, size and modification time, as the one this store last read or saved. Separate store
/// instances stand in for separate `dringo` processes.
@Suite final class FileDocumentStoreCompareAndDeleteTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("VC-4, VT-4: deleteIfUnchanged keeps a file another process saved, even of the same size, after this one read")
    func deleteIfUnchanged_keepsFileSavedByAnotherProcess_afterTheRead() async throws {
        let sut = makeSUT()
        let other = makeSUT()
        try await other.save(["same size"])
        _ = try await sut.retrieve()
        try await other.save(["same-size"])

        #expect(try await sut.deleteIfUnchanged() == false)
        #expect(try await makeSUT().retrieve() == ["same-size"])
        #expect(try directory.contents() == ["doc.txt"], "nothing is left aside")
    }

    @Test("VC-2, VT-2: deleteIfUnchanged removes a file the codec could not read, when unchanged")
    func deleteIfUnchanged_removesUnreadableFile() async throws {
        try directory.write("garbage", to: "doc.txt")
        let sut = makeSUT()
        _ = try? await sut.retrieve()

        #expect(try await sut.deleteIfUnchanged())
        #expect(try directory.contents().isEmpty)
    }

    @Test func deleteIfUnchanged_removesTheFileThisStoreSaved_leavingNothingAside() async throws {
        let sut = makeSUT()
        try await sut.save(uniqueLines())

        #expect(try await sut.deleteIfUnchanged())
        #expect(try directory.contents().isEmpty)
    }

    @Test func deleteIfUnchanged_keepsWhatItFinds_whenThisStoreNeitherReadNorSaved() async throws {
        try await makeSUT().save(uniqueLines())

        #expect(try await makeSUT().deleteIfUnchanged() == false)
        #expect(try directory.contents() == ["doc.txt"])
    }

    @Test func deleteIfUnchanged_keepsAFileSavedAfterThisStoreFoundNone() async throws {
        let sut = makeSUT()
        _ = try await sut.retrieve()
        try await makeSUT().save(uniqueLines())

        #expect(try await sut.deleteIfUnchanged() == false)
        #expect(try directory.contents() == ["doc.txt"])
    }

    @Test func deleteIfUnchanged_tellsTheFileIsGone_whenAnotherProcessDeletedIt() async throws {
        let sut = makeSUT()
        try await sut.save(uniqueLines())
        try await makeSUT().delete()

        #expect(try await sut.deleteIfUnchanged())
    }

    @Test func deleteIfUnchanged_removesALinkedFileThisStoreRead_throughItsLink() async throws {
        try directory.write("v1\nlinked", to: "elsewhere/doc.txt")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appending("doc.txt").path, withDestinationPath: directory.appending("elsewhere/doc.txt").path)
        let sut = makeSUT()
        #expect(try await sut.retrieve() == ["linked"])

        #expect(try await sut.deleteIfUnchanged())
        #expect(try directory.contents() == ["elsewhere"])
    }

    @Test func deleteIfUnchanged_failsAsDeleteDoes_onAFolderAtThePath_andLeavesItThere() async throws {
        try directory.write("kept", to: "doc.txt/kept")
        let sut = makeSUT()
        _ = try? await sut.retrieve()

        await #expect(throws: FileDocumentError.self) { try await sut.deleteIfUnchanged() }
        #expect(try directory.contents(of: "doc.txt") == ["kept"])
        #expect(try directory.contents() == ["doc.txt"])
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileDocumentStore<LinesDocument> {
        let sut = FileDocumentStore<LinesDocument>(fileURL: directory.appending("doc.txt"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
