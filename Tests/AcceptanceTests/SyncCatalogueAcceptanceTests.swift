import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The catalogue story's sync, seen from the command line: `dringo sync`.
struct SyncCatalogueAcceptanceTests {
    @Test("CS-1: sync asks for all 36 letters, saves every drink once, and says how many on stdout")
    func sync_savesEveryDrinkOnce_andSaysHowMany() async throws {
        let http = HTTPClientStub.online(try CatalogueRoute.letters())
        let store = InMemoryCatalogueStore()

        let run = await runDringo(["sync"], http: http, catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Saved 25 cocktails.\n")
        #expect(run.standardError == "")
        #expect(http.requestedURLs.count == 36)
        let saved = try #require(try await store.retrieve())
        #expect(saved.timestamp == acceptanceNow)
        #expect(saved.drinks.count == CatalogueRoute.drinkCount)
        #expect(Set(saved.drinks.map(\.id)).count == CatalogueRoute.drinkCount)
        let margarita = try #require(saved.drinks.first { $0.id == 11007 })
        #expect(margarita.glass == "Cocktail glass")
        #expect(margarita.translatedInstructions["it"]?.hasPrefix("Strofina il bordo") == true)
    }

    @Test("CS-1: sync speaks Italian, and says one cocktail in the singular")
    func sync_speaksItalian_andSingular() async throws {
        var routes = try CatalogueRoute.letters()
        for letter in "abcdefghijklmnopqrstuvwxyz0123456789" {
            routes[CatalogueRoute.letter(letter)] = (200, Data(#"{"drinks":null}"#.utf8))
        }
        routes[CatalogueRoute.letter("a")] = (200, try Fixtures.data("random-178319-aquamarine.json"))

        let italian = await runDringo(["sync", "--lang", "it"], http: HTTPClientStub.online(routes))
        let english = await runDringo(["sync"], http: HTTPClientStub.online(routes))

        #expect(italian.standardOutput == "Salvato 1 cocktail.\n")
        #expect(english.standardOutput == "Saved 1 cocktail.\n")
    }

    @Test(
        "CS-2: sync that cannot fetch a letter fails with exit 1 and one sentence, and keeps the catalogue saved before",
        arguments: [
            (500, "{}", "TheCocktailDB sent data dringo could not read; the saved catalogue is unchanged.\n"),
            (200, "<html>", "TheCocktailDB sent data dringo could not read; the saved catalogue is unchanged.\n"),
            (
                404, "",
                "TheCocktailDB answered 404 (not found) at the address dringo asked, and the saved catalogue is unchanged; check DRINGO_BASE_URL and DRINGO_API_KEY.\n"
            ),
        ])
    func sync_keepsOldCatalogue_whenALetterFails(status: Int, body: String, message: String) async throws {
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -1))
        let before = try await store.retrieve()
        var routes = try CatalogueRoute.letters()
        routes[CatalogueRoute.letter("q")] = (status, Data(body.utf8))

        let run = await runDringo(["sync"], http: HTTPClientStub.online(routes), catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
        #expect(try await store.retrieve() == before)
    }

    @Test("CS-2: sync without connectivity fails with exit 1 and saves nothing")
    func sync_failsOffline_savingNothing() async throws {
        let store = InMemoryCatalogueStore()

        let run = await runDringo(["sync"], http: HTTPClientStub.offline, catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "Could not reach TheCocktailDB; the saved catalogue is unchanged.\n")
        #expect(try await store.retrieve() == nil)
    }

    @Test("SC-3: sync that downloads everything but cannot save it fails with exit 1, says so, and leaves the saved catalogue")
    func sync_failsWhenTheCatalogueCannotBeSaved() async throws {
        let saved = cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -1))
        let store = DocumentStoreSpy(saved, failing: [.save])

        let run = await runDringo(["sync"], http: HTTPClientStub.online(try CatalogueRoute.letters()), catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("The catalogue could not be saved."), "\(run.standardError)")
        #expect(try await store.stored() == saved, "a failed sync leaves the previous catalogue exactly as it was")
    }

    @Test("CS-1: sync shows its progress on a terminal's stderr and erases it, leaving stdout one line")
    func sync_showsProgressOnTerminal() async throws {
        let run = await runDringo(["sync"], http: HTTPClientStub.online(try CatalogueRoute.letters()), terminal: .interactive)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasSuffix("Saved 25 cocktails.\n"))
        #expect(run.standardError.hasPrefix("\r\u{1B}[2m| Downloading the catalogue…\u{1B}[0m\u{1B}[K"))
        #expect(run.standardError.contains("\r\u{1B}[2m| Downloading the catalogue: 36 of 36 letters…\u{1B}[0m\u{1B}[K"))
        #expect(run.standardError.hasSuffix("\r\u{1B}[2K"), "the progress erased with the indicator")
    }

    @Test("CS-1: sync takes no operand and no unknown option", arguments: [["sync", "now"], ["sync", "--format", "json"]])
    func sync_rejectsOperandsAndUnknownOptions(arguments: [String]) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(arguments, http: http)

        #expect(run.exitCode == .usage)
        #expect(http.requestedURLs.isEmpty)
    }
}
