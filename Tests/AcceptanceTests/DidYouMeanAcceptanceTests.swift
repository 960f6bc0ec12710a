import BarFeature
import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// Did you mean, seen from the command line over the real catalogue: a drink's or an ingredient's name that
/// finds nothing, and the short names bartenders use.
struct DidYouMeanAcceptanceTests {
    @Test("DY-6: recipe negorni, over the real catalogue, asks whether Negroni was meant, and exits 3 with no request made")
    func recipe_ofMistypedName_asksAboutNegroni() async throws {
        let run = await runDringo(["recipe", "negorni"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .notFound)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB has no cocktail called 'negorni'. Did you mean 'Negroni'?\n")
        #expect(run.httpSettings == nil)
    }

    @Test("DY-6, DY-5: recipe compares word by word: long iland offers the Long Island teas, nearest first")
    func recipe_ofMistypedWords_offersNamesWithThoseWords() async throws {
        let run = await runDringo(["recipe", "long", "iland"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .notFound)
        #expect(run.standardError.contains("Did you mean 'Long Island Tea', 'Long Island Iced Tea' or "), "\(run.standardError)")
    }

    @Test("DY-6: ingredients, image and fav add of a mistyped name ask too, from the saved catalogue, each exiting 3")
    func otherLookups_ofMistypedName_ask() async throws {
        let catalogue = try await realSyncedCatalogue()
        let http = try searchFindingNothing(for: "margartia")

        let ingredients = await runDringo(["ingredients", "margartia"], http: http, catalogueStore: catalogue)
        let image = await runDringo(["image", "margartia", "--output", "-"], http: http, catalogueStore: catalogue)
        let favourite = await runDringo(["fav", "add", "margartia"], catalogueStore: catalogue)

        for run in [ingredients, image, favourite] {
            #expect(run.exitCode == .notFound, "\(run.standardError)")
            #expect(run.standardError == "TheCocktailDB has no cocktail called 'margartia'. Did you mean 'Margarita'?\n")
        }
    }

    @Test("DY-7: search margartia lists nothing, exits 0, and its note asks whether Margarita was meant, in both languages")
    func search_ofMistypedName_asksInItsNote() async throws {
        let catalogue = try await realSyncedCatalogue()

        let text = await runDringo(["search", "margartia"], catalogueStore: catalogue)
        let json = await runDringo(["search", "margartia", "--format", "json", "--lang", "it"], catalogueStore: catalogue)

        #expect(text.exitCode == .success)
        #expect(text.standardOutput == "")
        #expect(text.standardError == "No cocktail's name contains 'margartia'. Did you mean 'Margarita'?\n")
        #expect(json.exitCode == .success)
        #expect(json.standardOutput == #"{"source":"catalogue","items":[]}"# + "\n")
        #expect(json.standardError == "Nessun cocktail ha un nome che contiene «margartia». Forse intendevi «Margarita»?\n")
    }

    @Test("DY-8: an id, a name nothing is near, or no saved catalogue: the message is as before, with no question")
    func lookups_withNothingToOffer_sayAsBefore() async throws {
        let catalogue = try await realSyncedCatalogue()
        let http = try searchFindingNothing(for: "negorni")

        let id = await runDringo(["recipe", "99999"], catalogueStore: catalogue)
        let far = await runDringo(["recipe", "motor oil"], catalogueStore: catalogue)
        let noCatalogue = await runDringo(["recipe", "negorni"], http: http)

        #expect(id.standardError == "TheCocktailDB has no cocktail called '99999'.\n")
        #expect(far.standardError == "TheCocktailDB has no cocktail called 'motor oil'.\n")
        #expect(noCatalogue.standardError == "TheCocktailDB has no cocktail called 'negorni'.\n")
        #expect([id.exitCode, far.exitCode, noCatalogue.exitCode] == [.notFound, .notFound, .notFound])
    }

    @Test("DY-9: a recipe that finds its drink reads the saved catalogue once; only a miss reads its names again")
    func recipe_readsTheNamesOnlyOnAMiss() async throws {
        let saved = try #require(try await realSyncedCatalogue().retrieve())
        let (hitStore, missStore) = (RecordingDocumentStoreSpy<CachedCatalogue>(), RecordingDocumentStoreSpy<CachedCatalogue>())
        hitStore.completeRetrieval(with: saved)
        missStore.completeRetrieval(with: saved)

        let hit = await runDringo(["recipe", "negroni"], catalogueStore: hitStore)
        let miss = await runDringo(["recipe", "negorni"], catalogueStore: missStore)

        #expect(hit.exitCode == .success)
        #expect(hitStore.receivedMessages == [.retrieve])
        #expect(miss.exitCode == .notFound)
        #expect(missStore.receivedMessages == [.retrieve, .retrieve])
    }

    @Test("DY-11: bar add gni, over the real catalogue, warns that no drink uses it and suggests Gin")
    func barAdd_ofMistypedIngredient_suggestsGin() async throws {
        let run = await runDringo(["bar", "add", "gni", "angustura"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .success)
        #expect(
            run.standardError == """
                No cocktail uses 'gni'; added anyway. Did you mean 'Gin'?
                No cocktail uses 'angustura'; added anyway. Did you mean 'Angostura bitters'?

                """)
    }

    @Test("DY-14: bar add takes the short names bartenders use with no warning")
    func barAdd_ofShortNames_warnsOfNothing() async throws {
        let run = await runDringo(
            ["bar", "add", "angostura", "maraschino", "cointreau", "cassis", "curaçao"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(run.standardOutput == "angostura\ncassis\ncointreau\ncuraçao\nmaraschino\n")
    }

    @Test("DY-15: with gin and angostura in the bar, Pink Gin is makeable, angostura standing in for its bitters")
    func makeable_withGinAndAngostura_makesPinkGin() async throws {
        let run = await runDringo(
            ["makeable"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(["gin", "angostura"]))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("Pink Gin (angostura for Bitters)\n"), "\(run.standardOutput)")
    }

    @Test("DY-16: with gin and angostura in the bar, shopping suggests neither Angostura bitters nor Bitters, which angostura covers")
    func shopping_withAngostura_suggestsNoBitters() async throws {
        let run = await runDringo(
            ["shopping", "--format", "json"], catalogueStore: try await realSyncedCatalogue(),
            barStore: try await bar(["gin", "angostura"]))
        let document = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any]
        let suggested = try #require(document?["items"] as? [[String: Any]]).compactMap { $0["ingredient"] as? String }

        #expect(run.exitCode == .success)
        #expect(suggested.contains("Sweet Vermouth"), "\(suggested)")
        #expect(!suggested.contains("Angostura bitters") && !suggested.contains("Bitters"), "\(suggested)")
    }

    /// TheCocktailDB answering that no drink's name holds `name`.
    private func searchFindingNothing(for name: String) throws -> HTTPClientStub {
        .online(["/api/json/v1/1/search.php?s=\(name)": (200, try Fixtures.data("search-no-match.json"))])
    }
}
