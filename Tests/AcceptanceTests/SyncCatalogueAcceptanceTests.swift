import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import HTTPCore
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

    @Test("CS-2, CS-16: sync without connectivity fails with exit 1 and saves nothing, saying no catalogue is saved")
    func sync_failsOffline_savingNothing() async throws {
        let store = InMemoryCatalogueStore()

        let run = await runDringo(["sync"], http: HTTPClientStub.offline, catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and no catalogue is saved; check your connection, or add --demo to the command to try dringo without one.\n"
        )
        #expect(try await store.retrieve() == nil)
    }

    @Test("SC-3: sync that downloads everything but cannot save it fails with exit 1, says so, and leaves the saved catalogue")
    func sync_failsWhenTheCatalogueCannotBeSaved() async throws {
        let saved = cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -1))
        let store = DocumentStoreSpy(saved, failing: [.save])

        let run = await runDringo(["sync"], http: HTTPClientStub.online(try CatalogueRoute.letters()), catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "The catalogue could not be saved in \(try #require(run.cacheDirectory).path).\n", "\(run.standardError)")
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

    // MARK: - The whole catalogue with the free key

    @Test("CS-9: sync saves all 636 drinks of the real catalogue behind the free key's caps, and says how many")
    func sync_savesTheWholeRealCatalogue_behindTheFreeKeysCaps() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let http = HTTPClientStub(api.answer)
        let store = InMemoryCatalogueStore()

        let run = await runDringo(["sync"], http: http, catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Saved 636 cocktails.\n")
        #expect(run.standardError == "")
        #expect(http.requestedURLs.count == Self.firstSyncRequests)
        let saved = try #require(try await store.retrieve())
        #expect(Set(saved.drinks.map(\.id)) == Set(api.drinkIDs))
    }

    @Test("CS-9: on a terminal the progress line counts the letters, then the lists and the recipes looked up")
    func sync_showsTheDiscoveryAndLookupsInItsProgress() async throws {
        let run = await runDringo(["sync"], http: HTTPClientStub(try CappedCocktailDB.realCatalogue().answer), terminal: .interactive)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasSuffix("Saved 636 cocktails.\n"))
        #expect(run.standardError.contains("| Downloading the catalogue: 35 of 36 letters…"))
        #expect(run.standardError.contains("| Downloading the catalogue: letters 36/36, lists 0/1, recipes 0/0…"))
        #expect(run.standardError.contains("| Downloading the catalogue: letters 36/36, lists 203/203, recipes 195/195…"))
        #expect(run.standardError.hasSuffix("\r\u{1B}[2K"), "the progress erased with the indicator")
    }

    @Test("CS-9: after a sync, the recipe of a drink past the 25 of its letter shows offline")
    func recipe_ofADrinkPastItsLettersCap_showsOfflineAfterSync() async throws {
        let store = InMemoryCatalogueStore()
        _ = await runDringo(["sync"], http: HTTPClientStub(try CappedCocktailDB.realCatalogue().answer), catalogueStore: store)
        let letterA = try #require(try CappedCocktailDB.realCatalogueLetters()["a"])
        let pastTheCap = try #require(letterA.dropFirst(25).first { ($0["strDrink"] as? String) == "Aperol Spritz" })

        let run = await runDringo(["recipe", "aperol spritz"], http: HTTPClientStub.offline, catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Aperol Spritz\n"))
        #expect(run.standardOutput.contains(try #require(pastTheCap["strIngredient1"] as? String)))
    }

    @Test("CS-10: a second sync looks up no saved drink, still asks the letters, and saves the same catalogue")
    func sync_looksUpNoSavedDrink_onTheSecondRun() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let store = InMemoryCatalogueStore()
        _ = await runDringo(["sync"], http: HTTPClientStub(api.answer), catalogueStore: store, now: acceptanceNow.adding(days: -1))
        let first = try await store.retrieve()?.drinks
        let http = HTTPClientStub(api.answer)

        let run = await runDringo(["sync"], http: http, catalogueStore: store)

        #expect(run.standardOutput == "Saved 636 cocktails.\n")
        #expect(http.requestedURLs.filter { $0.lastPathComponent == "lookup.php" } == [])
        #expect(http.requestedURLs.filter { $0.lastPathComponent == "search.php" }.count == 36)
        #expect(http.requestedURLs.count == Self.firstSyncRequests - Self.lookups)
        #expect(try await store.retrieve() == CachedCatalogue(drinks: try #require(first), timestamp: acceptanceNow))
    }

    @Test("CS-10: a sync over an expired catalogue reuses none of its drinks, and looks them up again")
    func sync_looksUpAgain_whenTheSavedCatalogueHasExpired() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let store = InMemoryCatalogueStore()
        _ = await runDringo(["sync"], http: HTTPClientStub(api.answer), catalogueStore: store, now: acceptanceNow.adding(days: -7))
        let http = HTTPClientStub(api.answer)

        let run = await runDringo(["sync"], http: http, catalogueStore: store)

        #expect(run.standardOutput == "Saved 636 cocktails.\n")
        #expect(http.requestedURLs.filter { $0.lastPathComponent == "lookup.php" }.count == Self.lookups)
    }

    @Test("CS-11: with a production key, sync asks the 36 letters alone and saves the whole catalogue")
    func sync_asksTheLettersAlone_withAProductionKey() async throws {
        let http = HTTPClientStub(try CappedCocktailDB.realCatalogue(capped: false).answer)

        let run = await runDringo(["sync"], http: http, environment: ["DRINGO_API_KEY": "secret"])

        #expect(run.standardOutput == "Saved 636 cocktails.\n")
        #expect(http.requestedURLs.count == 36)
        #expect(http.requestedURLs.allSatisfy { $0.lastPathComponent == "search.php" })
    }

    @Test("CS-12: when capped lists leave drinks unconfirmed, sync saves what it found and says the catalogue may be incomplete")
    func sync_saysTheCatalogueMayBeIncomplete() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let store = InMemoryCatalogueStore()
        let http = HTTPClientStub { url in
            // Every list answers none: the letters that filled their caps stay unconfirmed.
            url.lastPathComponent == "filter.php"
                ? (Data(#"{"drinks":null}"#.utf8), HTTPResponse(url: url, statusCode: 200)) : api.answer(url)
        }

        let english = await runDringo(["sync"], http: http, catalogueStore: store)
        let italian = await runDringo(["sync", "--lang", "it"], http: http)

        #expect(english.exitCode == .success)
        #expect(
            english.standardOutput
                == "Saved 441 cocktails, but TheCocktailDB's capped answers may hide others: the catalogue may be incomplete.\n")
        #expect(
            italian.standardOutput
                == "Salvati 441 cocktail, ma le risposte limitate di TheCocktailDB potrebbero nasconderne altri: il catalogo potrebbe essere incompleto.\n"
        )
        #expect(try await store.retrieve()?.drinks.count == 441, "what was found is saved")
    }

    @Test("CS-2: a sync whose lookup fails leaves the catalogue saved before as it was, with exit 1 and one sentence")
    func sync_keepsTheOldCatalogue_whenALookupFails() async throws {
        let api = try CappedCocktailDB.realCatalogue()
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -1))
        let before = try await store.retrieve()
        let http = HTTPClientStub { url in
            url.lastPathComponent == "lookup.php" ? (Data(), HTTPResponse(url: url, statusCode: 500)) : api.answer(url)
        }

        let run = await runDringo(["sync"], http: http, catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB sent data dringo could not read; the saved catalogue is unchanged.\n")
        #expect(try await store.retrieve() == before)
    }

    @Test("CS-9: makeable's first sync finds the whole catalogue too, and says so on stderr")
    func makeable_firstSyncFindsTheWholeCatalogue() async throws {
        let http = HTTPClientStub(try CappedCocktailDB.realCatalogue().answer)

        let run = await runDringo(["makeable", "--format", "json"], http: http, barStore: try await bar(["gin", "tonic water"]))

        #expect(run.exitCode == .success)
        #expect(
            run.standardError.hasPrefix(
                """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Saved 636 cocktails.

                """))
        #expect(http.requestedURLs.count == Self.firstSyncRequests)
    }

    @Test("CS-1: sync takes no operand and no unknown option", arguments: [["sync", "now"], ["sync", "--format", "json"]])
    func sync_rejectsOperandsAndUnknownOptions(arguments: [String]) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(arguments, http: http)

        #expect(run.exitCode == .usage)
        #expect(http.requestedURLs.isEmpty)
    }

    // MARK: - Helpers

    /// What a first sync asks of the real catalogue behind the free key's caps: 36 letters, 2 lists
    /// of values, 11 categories, 32 glasses, 158 ingredients and 195 lookups.
    private static let firstSyncRequests = 434
    private static let lookups = 195
}
