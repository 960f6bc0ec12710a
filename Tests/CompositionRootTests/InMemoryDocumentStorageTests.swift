import CompositionRootTestSupport
import FileStorage
import Foundation
import StoreCore
import Testing

/// The acceptance harness's storage: a store for any kind of document, known by its file's name,
/// so that a new kind of document needs no change to the harness.
struct InMemoryDocumentStorageTests {
    private let folder = URL(fileURLWithPath: "/data/dringo", isDirectory: true)

    @Test("a document the program keeps under a name the harness never heard of is found by that name")
    func store_keepsANewKindOfDocument_findableByName() async throws {
        let storage = InMemoryDocumentStorage()

        try await storage.store(for: NoteDocument.self, named: "notes.txt", in: folder).save(["first"])

        #expect(try await storage.store(named: "notes.txt", of: [String].self)?.retrieve() == ["first"])
        #expect(storage.folder(ofFileNamed: "notes.txt") == folder)
    }

    @Test("a store placed under a name is the one the program gets for it")
    func store_isThePlacedOne_forItsName() async throws {
        let storage = InMemoryDocumentStorage()
        let placed = InMemoryDocumentStore(["kept"])
        storage.place(placed, named: "notes.txt")

        #expect(try await storage.store(for: NoteDocument.self, named: "notes.txt", in: folder).retrieve() == ["kept"])
    }
}

/// A kind of document no dringo store keeps.
private enum NoteDocument: DocumentCodec {
    static func encode(_ lines: [String]) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
