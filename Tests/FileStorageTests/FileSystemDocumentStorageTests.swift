import FileStorage
import Foundation
import StoreCore
import TestSupport
import Testing

/// The runtime's storage on disk: a store for any codec, by file name in a folder.
@Suite final class FileSystemDocumentStorageTests {
    private let directory = TemporaryDirectory()

    deinit {
        directory.remove()
    }

    @Test("store keeps a document of any codec in the file named, in the folder given")
    func store_keepsTheDocumentInTheNamedFile() async throws {
        let lines = uniqueLines()

        try await FileSystemDocumentStorage().store(for: LinesDocument.self, named: "favourites.txt", in: directory.appending("data")).save(
            lines)

        #expect(try directory.contents(of: "data") == ["favourites.txt"])
        #expect(try await FileDocumentStore<LinesDocument>(fileURL: directory.appending("data/favourites.txt")).retrieve() == lines)
    }

    @Test("reader reads a projection of the document a store keeps in the file named, with the projection's own decoder")
    func reader_readsTheProjectionWithItsOwnDecoder() async throws {
        let folder = directory.appending("data")
        let lines = uniqueLines()
        try await FileSystemDocumentStorage().store(for: LinesDocument.self, named: "favourites.txt", in: folder).save(lines)

        let reader = FileSystemDocumentStorage().reader(for: FirstLineDocument.self, named: "favourites.txt", in: folder)

        #expect(try await reader.retrieve() == lines.first)
        #expect((reader as? FileDocumentStore<FirstLineDocument>)?.fileURL == folder.appendingPathComponent("favourites.txt"))
    }

    @Test("a storage that makes only stores reads a projection by projecting the whole document")
    func reader_ofAStorageThatMakesOnlyStores_projectsTheWholeDocument() async throws {
        let storage = StoresOnlyStorage()
        let lines = uniqueLines()
        try await storage.store(for: LinesDocument.self, named: "favourites.txt", in: directory.url).save(lines)

        let reader = storage.reader(for: FirstLineDocument.self, named: "favourites.txt", in: directory.url)

        #expect(try await reader.retrieve() == lines.first)
        #expect(try await reader.deleteIfUnchanged())
        #expect(try await storage.store(for: LinesDocument.self, named: "favourites.txt", in: directory.url).retrieve() == nil)
    }
}

/// The first line of a `LinesDocument`, read without the lines after it.
private enum FirstLineDocument: DocumentProjection {
    typealias Source = LinesDocument

    static func project(_ lines: [String]) -> String {
        lines.first ?? ""
    }

    /// The line after the version line.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> String {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.first.map(Array.init) == Array("v1".utf8) else { throw .unreadable }
        return lines.count > 1 ? String(decoding: lines[1], as: UTF8.self) : ""
    }
}

/// A storage that says nothing of projections, as one written before them: the contract's default reads them.
private struct StoresOnlyStorage: DocumentStorage {
    func store<Codec: DocumentCodec>(for codec: Codec.Type, named fileName: String, in folder: URL) -> any DocumentStore<Codec.Document> {
        FileDocumentStore<Codec>(fileURL: folder.appendingPathComponent(fileName))
    }
}
