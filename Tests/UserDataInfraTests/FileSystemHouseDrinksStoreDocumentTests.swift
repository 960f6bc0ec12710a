import Foundation
import HouseDrinksFeature
import TestSupport
import Testing
import UserDataInfra

/// The user's own drinks on disk: what the store writes, and what it makes of files it did not write. A file that is
/// not exactly a drinks document is an error naming it, and is never touched.
@Suite final class FileSystemHouseDrinksStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test("MD-7: save writes a compact version 1 document, every member given, null for what a drink has not")
    func save_writesCompactVersion1Document() async throws {
        try await makeSUT().save([
            HouseDrink(id: 1, recipe: HouseRecipe(name: "Gimlet", ingredients: [HouseIngredient(name: "Gin", measure: "2 oz", abv: 47.5)]))
        ])

        #expect(
            try String(contentsOf: drinksFile, encoding: .utf8)
                == #"{"version":1,"drinks":[{"id":1,"name":"Gimlet","category":null,"alcoholic":null,"glass":null,"instructions":null,"iba":null,"tags":[],"imageURL":null,"ingredients":[{"name":"Gin","measure":"2 oz","abv":47.5}]}]}"#
        )
    }

    @Test(
        "MD-11: retrieve of a file that is not exactly a drinks document is an error naming it, and leaves it byte for byte",
        arguments: [
            #"{"version":2,"drinks":[]}"#, #"{"drinks":[]}"#, #"{"version":1,"drinks":[],"extra":0}"#,
            #"{"version":1,"drinks":[{"id":1,"name":"A"}]}"#,
            #"{"version":1,"drinks":[{"id":1,"name":"A","category":null,"alcoholic":null,"glass":null,"instructions":null,"iba":null,"tags":[1],"imageURL":null,"ingredients":[]}]}"#,
            #"{"version":1,"drinks":[{"id":1,"name":"A","category":null,"alcoholic":null,"glass":null,"instructions":null,"iba":null,"tags":[],"imageURL":null,"ingredients":[{"name":"Gin","measure":null,"abv":"40"}]}]}"#,
            #"{"version":1,"drinks":[]} x"#, "",
            #"{"version":1,"drinks":[{"id":1,"name":"A","name":"B","category":null,"alcoholic":null,"glass":null,"instructions":null,"iba":null,"tags":[],"imageURL":null,"ingredients":[]}]}"#,
            #"{"version":1,"drinks":[{"id":1,"names":"A","category":null,"alcoholic":null,"glass":null,"instructions":null,"iba":null,"tags":[],"imageURL":null,"ingredients":[]}]}"#,
        ])
    func retrieve_refusesAnythingElse(contents: String) async throws {
        try directory.write(contents, to: "drinks.json")

        await #expect(throws: HouseDrinksStoreError.unreadable(location: drinksFile.path)) { try await makeSUT().retrieve() }
        #expect(try Data(contentsOf: drinksFile) == Data(contents.utf8))
    }

    @Test("retrieve reads a hand-written drinks document: whitespace, members in any order, a key escaped")
    func retrieve_readsHandWrittenDocument() async throws {
        try directory.write(
            #"""
            { "drinks" : [ { "name": "Gimlet", "id": 1, "category": null, "alcoholic": null, "glass": null, "instructions": null,
              "iba": null, "tags": [], "imageURL": null,
              "ingredients": [ { "measure": "2 oz", "n\u0061me": "Gin", "abv": 47.5 } ] } ], "version" : 1 }
            """#, to: "drinks.json")

        let gin = HouseIngredient(name: "Gin", measure: "2 oz", abv: 47.5)
        #expect(try await makeSUT().retrieve() == [HouseDrink(id: 1, recipe: HouseRecipe(name: "Gimlet", ingredients: [gin]))])
    }

    @Test("MD-14: two changes at once, each under the lock file, both land")
    func concurrentAdds_bothLand() async throws {
        let store = makeSUT()
        let exclusion = FileLockExclusion(directory: directory.url, fileName: "drinks.json.lock")
        let first = LocalHouseDrinks(store: store, exclusion: exclusion)
        let second = LocalHouseDrinks(store: FileSystemHouseDrinksStore(fileURL: drinksFile), exclusion: exclusion)

        async let one = first.add((1...20).map { HouseRecipe(name: "A\($0)", ingredients: [HouseIngredient(name: "Gin", measure: nil)]) })
        async let two = second.add((1...20).map { HouseRecipe(name: "B\($0)", ingredients: [HouseIngredient(name: "Rum", measure: nil)]) })
        _ = try await (one, two)

        let saved = try await store.retrieve() ?? []
        #expect(saved.count == 40)
        #expect(Set(saved.map(\.id)) == Set(1...40))
    }

    private var drinksFile: URL { directory.appending("drinks.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemHouseDrinksStore {
        let sut = FileSystemHouseDrinksStore(fileURL: drinksFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
