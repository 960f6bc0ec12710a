import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The catalogue story's search, seen from the command line: `dringo search <text>`.
struct SearchCatalogueAcceptanceTests {
    @Test("CS-3: search answers from a fresh catalogue with no network at all, an exact name first, then by name")
    func search_answersFromCatalogue_withoutNetwork() async throws {
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -6))

        let run = await runDringo(["search", "MARGARITA"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                Margarita
                Blue Margarita
                Smashed Watermelon Margarita
                Strawberry Margarita
                Tommy's Margarita
                Whitecap Margarita

                """)
        #expect(run.httpSettings == nil, "a search answered from the catalogue makes no HTTP client")
    }

    @Test("CS-3: search in JSON prints the contract's document, and --limit keeps the first N")
    func search_printsContractJSON_withLimit() async throws {
        let store = try await syncedCatalogue()

        let run = await runDringo(["search", "gin s", "--format", "json", "--limit", "2"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput
                == #"{"source":"catalogue","items":[{"id":11415,"name":"Gin Sling","category":"Ordinary Drink","alcoholic":"Alcoholic","glass":"Old-fashioned glass","source":"thecocktaildb"},{"id":11416,"name":"Gin Smash","category":"Ordinary Drink","alcoholic":"Alcoholic","glass":"Old-fashioned glass","source":"thecocktaildb"}]}"#
                + "\n")
    }

    @Test("CS-3: search that matches nothing prints an empty list, exits 0, and notes it on stderr")
    func search_noMatch_isEmptyListWithNote() async throws {
        let store = try await syncedCatalogue()

        let text = await runDringo(["search", "chartreuse"], catalogueStore: store)
        let json = await runDringo(["search", "chartreuse", "--format", "json", "--lang", "it"], catalogueStore: store)

        #expect(text.exitCode == .success)
        #expect(text.standardOutput == "")
        #expect(text.standardError == "No cocktail's name contains 'chartreuse'.\n")
        #expect(json.exitCode == .success)
        #expect(json.standardOutput == #"{"source":"catalogue","items":[]}"# + "\n")
        #expect(json.standardError == "Nessun cocktail ha un nome che contiene «chartreuse».\n")
    }

    @Test("CS-7: search without a catalogue asks TheCocktailDB's search, and says the source is remote")
    func search_withoutCatalogue_asksRemote() async throws {
        let http = HTTPClientStub.online(["/api/json/v1/1/search.php?s=margarita": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["search", "margarita", "--format", "json", "--limit", "1"], http: http)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput
                == #"{"source":"remote","items":[{"id":11007,"name":"Margarita","category":"Ordinary Drink","alcoholic":"Alcoholic","glass":"Cocktail glass","source":"thecocktaildb"}]}"#
                + "\n")
        #expect(http.requestedURLs.map(\.absoluteString) == ["https://www.thecocktaildb.com/api/json/v1/1/search.php?s=margarita"])
    }

    @Test("CS-7: search with a catalogue seven days old asks TheCocktailDB instead")
    func search_withExpiredCatalogue_asksRemote() async throws {
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -7))
        let http = HTTPClientStub.online(["/api/json/v1/1/search.php?s=aqua": (200, try Fixtures.data("random-178319-aquamarine.json"))])

        let run = await runDringo(["search", "aqua"], http: http, catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Aquamarine\n")
        #expect(http.requestedURLs.count == 1)
    }

    @Test("CS-7: search with neither a catalogue nor a connection fails with exit 1 and one sentence")
    func search_offlineWithoutCatalogue_fails() async {
        let run = await runDringo(["search", "margarita"], http: HTTPClientStub.offline)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and there is no catalogue saved in the last 7 days; run 'dringo sync' while online to keep one, or add --demo to the command to try dringo without a connection.\n"
        )
    }

    @Test("CS-7: search without a catalogue fails with exit 1 when TheCocktailDB answers 404, and says what to check")
    func search_withoutCatalogue_failsOnNotFound() async {
        let run = await runDringo(["search", "margarita"], http: HTTPClientStub.online([:]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY.\n")
    }

    @Test("CS-3: search sanitizes what the catalogue holds before it reaches the terminal, in text and JSON")
    func search_sanitizesHostileNames() async throws {
        let hostile: [String: Any] = [
            "idDrink": "99001", "strDrink": "Evil\u{1B}]0;pwned\u{07} \u{1B}[31mPunch", "strGlass": "Mug\u{9B}2J",
        ]
        let store = try await syncedCatalogue(adding: [hostile])

        let text = await runDringo(["search", "punch"], catalogueStore: store)
        let json = await runDringo(["search", "punch", "--format", "json"], catalogueStore: store)

        #expect(text.standardOutput == "Evil Punch\n")
        #expect(
            json.standardOutput
                == #"{"source":"catalogue","items":[{"id":99001,"name":"Evil Punch","category":null,"alcoholic":null,"glass":"Mug","source":"thecocktaildb"}]}"#
                + "\n")
    }

    @Test(
        "CS-3, FK-6: search with neither text nor filter, with blank text or a bad limit is a usage error, before any request",
        arguments: [
            (["search"], "Give some text to search for, or a filter such as --ingredient or --category; see 'dringo search --help'.\n"),
            (["search", "  "], "Give some text to search for.\n"),
            (["search", "gin", "--limit", "0"], "'0' is not a valid limit; use a whole number of 1 or more.\n"),
        ])
    func search_rejectsBadArguments(arguments: [String], message: String) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(arguments, http: http)

        #expect(run.exitCode == .usage)
        #expect(run.standardError == message)
        #expect(http.requestedURLs.isEmpty)
    }
}
