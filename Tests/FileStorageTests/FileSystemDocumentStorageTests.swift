import FileStorage
import Foundation
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
}
