import CatalogueFeature
import FeedCacheInfra
import FileStorage
import Foundation
import TestSupport
import Testing

/// The catalogue document on disk: what the store writes, and what it makes of files it did not write.
@Suite final class FileSystemCatalogueStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_deliversCatalogueOnHandWrittenVersion1Document() async throws {
        try directory.write(
            #"""
            { "timestamp": 700000000.5, "version": 1, "drinks": [
              {"name": "Mojito", "id": 11000, "category": "Cocktail", "alcoholic": null, "glass": "Highball glass",
               "instructions": "Muddle the mint", "translatedInstructions": {"it": "Pestare la menta", "xx": "?"},
               "ingredients": [{"name": "Rum", "measure": "4 cl"}, {"name": "Mint", "measure": null}, {"name": "Soda"}],
               "imageURL": "https://images.example/mojito.jpg", "unknown": [1, {"a": null}]},
              {"id": 11001, "name": "Water", "ingredients": [], "translatedInstructions": null}
            ]}
            """#, to: "catalogue.json")

        let catalogue = try await makeSUT().retrieve()

        #expect(
            catalogue
                == CachedCatalogue(
                    drinks: [
                        LocalDrink(
                            id: 11000, name: "Mojito", category: "Cocktail", alcoholic: nil, glass: "Highball glass",
                            instructions: "Muddle the mint", translatedInstructions: ["it": "Pestare la menta", "xx": "?"],
                            ingredients: [
                                LocalDrinkIngredient(name: "Rum", measure: "4 cl"), LocalDrinkIngredient(name: "Mint", measure: nil),
                                LocalDrinkIngredient(name: "Soda", measure: nil),
                            ],
                            imageURLText: "https://images.example/mojito.jpg"),
                        LocalDrink(
                            id: 11001, name: "Water", category: nil, alcoholic: nil, glass: nil, instructions: nil,
                            translatedInstructions: [:], ingredients: [], imageURLText: nil),
                    ],
                    timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000.5)
                ))
    }

    @Test("SC-4, OD-1: save writes a compact version 1 document of the drinks, their directory and index, where they stand and a checksum")
    func save_writesCompactVersion1DocumentOfTheDrinksAndTheirIndex() async throws {
        let drink = uniqueDrink()

        try await makeSUT().save(CachedCatalogue(drinks: [drink], timestamp: Date()))

        let data = try Data(contentsOf: directory.appending("catalogue.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let drinks = try #require(document["drinks"] as? [[String: Any]])
        let index = try #require(document["index"] as? [[String: Any]])
        let directory = try #require(document["directory"] as? [[String: Any]])
        #expect(Set(document.keys) == ["checksum", "version", "timestamp", "directory", "drinksFromEnd", "index", "drinks"])
        #expect(directory.first?["id"] as? Int == drink.id)
        #expect(directory.first?["name"] as? String == drink.name)
        #expect(index.first?["id"] as? Int == drink.id)
        #expect(index.first?["name"] as? String == drink.name)
        #expect(index.first?["ingredients"] as? [String] == drink.ingredients.map(\.name))
        #expect(document["version"] as? Int == 1)
        #expect(drinks.first?["id"] as? Int == drink.id)
        #expect(drinks.first?["name"] as? String == drink.name)
        #expect(drinks.first?["translatedInstructions"] as? [String: String] == drink.translatedInstructions)
        #expect(!data.contains(UInt8(ascii: "\n")), "Expected a compact document without pretty printing")
    }

    @Test(
        "retrieve delivers an unreadable-cache error, never a crash, on a file that is no catalogue",
        arguments: [
            "", " ", "invalid data", #"{"version":1,"timestamp":0,"drinks":[{"id":1,"name":"A","ingredients":[]}"#,
            #"{"version":1,"timestamp":0,"drinks":{}}"#, #"{"version":"1","timestamp":0,"drinks":[]}"#,
            #"{"version":1,"timestamp":"now","drinks":[]}"#, #"{"version":1,"timestamp":0}"#,
            #"{"version":1,"timestamp":0,"drinks":[{"id":1,"name":"A"}]}"#,
            #"{"version":1,"timestamp":0,"drinks":[{"id":1,"name":"A","ingredients":[{"measure":"1"}]}]}"#,
            #"{"version":1,"timestamp":0,"drinks":[{"id":1,"name":"A","ingredients":[],"translatedInstructions":{"it":1}}]}"#,
            #"{"version":1,"timestamp":0,"drinks":[{"id":1.5,"name":"A","ingredients":[]}]}"#,
            #"{"version":1,"timestamp":0,"items":[]}"#, "[]", "null", "\u{FEFF}",
        ])
    func retrieve_deliversUnreadableCacheOnAFileThatIsNoCatalogue(_ contents: String) async throws {
        try directory.write(contents, to: "catalogue.json")

        await #expect(throws: FileDocumentError.unreadable(path: file.path)) { try await self.makeSUT().retrieve() }
    }

    @Test func retrieve_deliversUnsupportedVersionOnAnotherVersionsDocument() async throws {
        try directory.write(#"{"version":2,"timestamp":0,"drinks":"a new shape"}"#, to: "catalogue.json")

        await #expect(throws: FileDocumentError.unsupportedVersion(2, path: file.path)) { try await self.makeSUT().retrieve() }
    }

    @Test func retrieve_deliversUnreadableCacheOnAFeedDocument() async throws {
        try directory.write(#"{"version":1,"timestamp":0,"items":[{"id":1,"name":"A"}]}"#, to: "catalogue.json")

        await #expect(throws: FileDocumentError.unreadable(path: file.path)) { try await self.makeSUT().retrieve() }
    }

    @Test func retrieve_deliversUnreadableCacheWhenThePathIsADirectory() async throws {
        try directory.write("a file", to: "catalogue.json/kept")

        await #expect(throws: FileDocumentError.unreadable(path: file.path)) { try await self.makeSUT().retrieve() }
    }

    // MARK: - Helpers

    private var file: URL { directory.appending("catalogue.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemCatalogueStore {
        let sut = FileSystemCatalogueStore(fileURL: directory.appending("catalogue.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
