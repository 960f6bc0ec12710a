import FavouritesFeature
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The favourites document on disk: what the store writes, and what it makes of files it did not write.
/// A file that is not exactly a favourites document is an error naming it, and is never touched.
@Suite final class FileSystemFavouritesStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("FV-1: save writes a compact version 1 document, null for a rating or a note not given")
    func save_writesCompactVersion1Document() async throws {
        try await makeSUT().save([
            LocalFavourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"),
            LocalFavourite(id: 11000, name: "Mojito", rating: nil, note: nil),
        ])

        #expect(
            try String(contentsOf: favouritesFile, encoding: .utf8)
                == #"{"version":1,"favourites":[{"id":11007,"name":"Margarita","rating":5,"note":"less salt"},{"id":11000,"name":"Mojito","rating":null,"note":null}]}"#
        )
    }

    @Test("FV-10: retrieve reads a hand-written document with whitespace and its members in any order")
    func retrieve_readsHandWrittenDocument() async throws {
        try directory.write(
            """
            {
              "favourites": [ { "note": null, "rating": 3, "name": "Crème \\u0020Brûlée", "id": 7 } ],
              "version": 1
            }

            """, to: "favourites.json")

        #expect(try await makeSUT().retrieve() == [LocalFavourite(id: 7, name: "Crème  Brûlée", rating: 3, note: nil)])
    }

    @Test(
        "FV-6: retrieve of a file that is not exactly a favourites document is an error naming it, and leaves it byte for byte",
        arguments: [
            #"{"version":2,"favourites":[]}"#, #"{"favourites":[]}"#, #"{"version":1}"#, #"{"version":1,"favourites":[],"extra":0}"#,
            #"{"version":1,"favourites":[{"id":1,"name":"A","rating":null}]}"#,
            #"{"version":1,"favourites":[{"id":1,"name":"A","rating":null,"note":null,"id":2}]}"#,
            #"{"version":1,"favourites":[{"id":"1","name":"A","rating":null,"note":null}]}"#,
            #"{"version":1,"favourites":[{"id":1.0,"name":"A","rating":null,"note":null}]}"#,
            #"{"version":1,"favourites":[{"id":1,"name":null,"rating":null,"note":null}]}"#,
            #"{"version":1,"favourites":[{"id":1,"name":"A","rating":"5","note":null}]}"#,
            #"{"version":1,"favourites":[{"id":1,"name":"A","rating":null,"note":5}]}"#, #"{"version":1,"favourites":[]} x"#, "",
            "\u{FEFF}{}",
        ])
    func retrieve_refusesAnythingElse(contents: String) async throws {
        try directory.write(contents, to: "favourites.json")

        await #expect(throws: FavouritesStoreError.unreadable(location: favouritesFile.path)) { try await makeSUT().retrieve() }
        #expect(try Data(contentsOf: favouritesFile) == Data(contents.utf8))
    }

    private var favouritesFile: URL { directory.appending("favourites.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemFavouritesStore {
        let sut = FileSystemFavouritesStore(fileURL: favouritesFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
