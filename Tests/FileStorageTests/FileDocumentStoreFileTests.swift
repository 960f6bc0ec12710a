import FileStorage
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file store does with files, whatever its document: saves replace the file whole, through
/// a temporary file that never outlives them, and a failure names the file.
@Suite final class FileDocumentStoreFileTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("SF-1, SC-1: save replaces the file atomically, leaving no temporary file behind")
    func save_leavesOnlyTheFileOnSuccess() async throws {
        let sut = makeSUT()

        try await sut.save(uniqueLines())
        try await sut.save(uniqueLines())

        #expect(try directory.contents() == ["doc.txt"])
    }

    @Test("LX-9: a reader of a file's start answers from its leading bytes when they hold the answer, else reads the file whole")
    func retrieve_answersFromTheLeadingBytes_orReadsWhole() async throws {
        try directory.write("v1\nshort\nand a long line after it", to: "doc.txt")
        let reader = FileDocumentStore<FirstLineProjection>(fileURL: directory.appending("doc.txt"))

        #expect(try await reader.retrieve() == "leading: short")

        try directory.write("v1\na first line too long for the leading bytes", to: "doc.txt")
        #expect(try await reader.retrieve() == "a first line too long for the leading bytes")

        try directory.write("v2\nshort\nand a long line after it", to: "doc.txt")
        await #expect(throws: FileDocumentError.unsupportedVersion(2, path: reader.fileURL.path)) { try await reader.retrieve() }
    }

    @Test("LX-8, LX-9: a file answered from its leading bytes counts as read: unchanged, it may be deleted")
    func deleteIfUnchanged_afterALeadingRead() async throws {
        try directory.write("v1\nshort\nand a long line after it", to: "doc.txt")
        let reader = FileDocumentStore<FirstLineProjection>(fileURL: directory.appending("doc.txt"))

        _ = try await reader.retrieve()

        #expect(try await reader.deleteIfUnchanged())
        #expect(try directory.contents() == [])
    }

    @Test func save_createsMissingIntermediateDirectories() async throws {
        let lines = uniqueLines()
        let sut = makeSUT(fileURL: directory.appending("nested/twice/doc.txt"))

        try await sut.save(lines)

        #expect(try await sut.retrieve() == lines)
    }

    @Test("SF-3, SC-3: save fails naming the file, removes its temporary file, and leaves what stands at the path")
    func save_removesTemporaryFileOnFailure() async throws {
        try directory.write("a file that must survive", to: "doc.txt/kept")
        let sut = makeSUT()

        await #expect(throws: FileDocumentError.systemCallFailed(name: "rename", errno: EISDIR, path: sut.fileURL.path)) {
            try await sut.save(uniqueLines())
        }

        #expect(try directory.contents() == ["doc.txt"])
        #expect(try directory.contents(of: "doc.txt") == ["kept"])
    }

    @Test func save_deliversMkdirFailure_whenTheFolderIsARegularFile() async throws {
        try directory.write("not a directory", to: "regular-file")
        let sut = makeSUT(fileURL: directory.appending("regular-file/doc.txt"))

        await #expect(throws: FileDocumentError.systemCallFailed(name: "mkdir", errno: ENOTDIR, path: sut.fileURL.path)) {
            try await sut.save(uniqueLines())
        }
    }

    @Test func retrieve_deliversNothing_whenTheFolderIsMissing() async throws {
        #expect(try await makeSUT(fileURL: directory.appending("missing/doc.txt")).retrieve() == nil)
    }

    @Test func retrieve_deliversUnreadableNamingTheFile_whenAFolderIsAtItsPath() async throws {
        try directory.write("kept", to: "doc.txt/kept")
        let sut = makeSUT()

        await #expect(throws: FileDocumentError.unreadable(path: sut.fileURL.path)) { try await sut.retrieve() }
    }

    @Test func retrieve_deliversWhatTheCodecRefuses_namingTheFile() async throws {
        let sut = makeSUT()
        try directory.write("garbage", to: "doc.txt")
        await #expect(throws: FileDocumentError.unreadable(path: sut.fileURL.path)) { try await sut.retrieve() }

        try directory.write("v2\nnewer", to: "doc.txt")
        await #expect(throws: FileDocumentError.unsupportedVersion(2, path: sut.fileURL.path)) { try await sut.retrieve() }
        #expect(try String(contentsOf: sut.fileURL, encoding: .utf8) == "v2\nnewer", "a file that cannot be read is left as it is")
    }

    @Test func failures_areTheCodecsOwnError_whenItHasOne() async throws {
        try directory.write("garbage", to: "doc.txt")
        let sut = FileDocumentStore<OwnErrorLinesDocument>(fileURL: directory.appending("doc.txt"))

        await #expect(throws: OwnErrorLinesDocument.OwnError(failure: .unreadable(path: sut.fileURL.path))) { try await sut.retrieve() }
    }

    @Test func retrieve_ignoresTheTemporaryFileOfAKilledWriter() async throws {
        let lines = uniqueLines()
        let sut = makeSUT()
        try await sut.save(lines)

        try directory.write("v1\ntorn", to: ".doc.txt.4242.deadbeef.tmp")

        #expect(try await sut.retrieve() == lines)
    }

    @Test func delete_leavesOtherFilesBesideIt() async throws {
        try directory.write("{}", to: "other.json")
        let sut = makeSUT()
        try await sut.save(uniqueLines())

        try await sut.delete()

        #expect(try directory.contents() == ["other.json"])
    }

    /// Separate store instances stand in for separate `dringo` processes sharing one file.
    @Test func concurrentSavesFromSeparateStores_leaveOneCompleteDocument() async throws {
        let stores = (0..<4).map { _ in makeSUT() }
        let documents = (0..<40).map { _ in uniqueLines() }

        let failedSaves = await withTaskGroup(of: Bool.self) { group in
            for (index, lines) in documents.enumerated() {
                let store = stores[index % stores.count]
                group.addTask { (try? await store.save(lines)) == nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedSaves == 0)
        let survivor = try await makeSUT().retrieve()
        #expect(documents.contains { $0 == survivor }, "Expected one complete document, got \(String(describing: survivor))")
        #expect(try directory.contents() == ["doc.txt"])
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileDocumentStore<LinesDocument> {
        let sut = FileDocumentStore<LinesDocument>(fileURL: fileURL ?? directory.appending("doc.txt"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
