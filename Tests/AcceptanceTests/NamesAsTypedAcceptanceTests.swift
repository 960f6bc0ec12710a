import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// A name typed in several words without quotes, as people type it: `dringo recipe gin and tonic`.
struct NamesAsTypedAcceptanceTests {
    private static func catalogue() -> InMemoryCatalogueStore {
        InMemoryCatalogueStore(cachedCatalogue(names: ["Gin And Tonic", "Gin Fizz", "Tonic"], savedAt: acceptanceNow))
    }

    @Test(
        "CS-14: the words of a name typed unquoted join into the one name, for each command that reads a name",
        arguments: [
            ["recipe", "gin", "and", "tonic"], ["recipe", "GIN", "and", "Tonic"], ["recipe", "--format", "text", "gin", "and", "tonic"],
            ["recipe", "gin", "and", "--", "tonic"],
        ])
    func name_inSeveralWords_findsTheDrink(arguments: [String]) async {
        let run = await runDringo(arguments, catalogueStore: Self.catalogue())

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Gin And Tonic\n"))
        #expect(run.standardError == "")
    }

    @Test("CS-14: search joins its words into the text it looks for")
    func search_inSeveralWords_searchesTheJoinedText() async {
        let run = await runDringo(["search", "gin", "and"], catalogueStore: Self.catalogue())

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Gin And Tonic\n")
    }

    @Test("CS-14: fav add and fav remove join the words of the drink's name")
    func fav_inSeveralWords_keepsAndDropsTheDrink() async {
        let storage = InMemoryDocumentStorage()
        let catalogue = Self.catalogue()

        let added = await runDringo(["fav", "add", "gin", "and", "tonic", "--rating", "4"], catalogueStore: catalogue, storage: storage)
        let removed = await runDringo(["fav", "remove", "gin", "and", "tonic"], catalogueStore: catalogue, storage: storage)

        #expect(added.exitCode == .success)
        #expect(added.standardOutput == "Gin And Tonic (17000) is saved in your favourites.\n")
        #expect(removed.exitCode == .success)
        #expect(removed.standardOutput.contains("Gin And Tonic"))
    }

    @Test("CS-14: bar add keeps each word an ingredient of its own")
    func barAdd_keepsOneIngredientPerArgument() async {
        let barStore = InMemoryBarStore()

        let run = await runDringo(["bar", "add", "gin", "tonic water"], barStore: barStore)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "gin\ntonic water\n")
    }
}
