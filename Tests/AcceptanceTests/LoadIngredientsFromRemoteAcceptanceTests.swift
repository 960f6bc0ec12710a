import CompositionRoot
import CompositionRootTestSupport
import Foundation
import TestSupport
import Testing

/// Use case "Load drink ingredients from remote", and the ingredients story, seen from the command line.
struct LoadIngredientsFromRemoteAcceptanceTests {
    private static let search = "/api/json/v1/1/search.php"

    @Test("IS-1, RI-1, RI-6: ingredients shows the exactly named cocktail's ingredients with their measures, in slot order")
    func ingredients_showsExactMatchIngredients() async throws {
        let http = HTTPClientStub.online(["\(Self.search)?s=margarita": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["ingredients", "margarita"], http: http)

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                Ingredients for Margarita
                About 25% poured; about 90 ml in the glass; 18 g of alcohol

                    1 1/2 oz Tequila
                    1/2 oz Triple sec
                    1 oz Lime juice
                    Salt

                """)
    }

    @Test("RI-1: ingredients in JSON prints the contract's document")
    func ingredients_printsContractJSON() async throws {
        let http = HTTPClientStub.online(["\(Self.search)?s=Margarita": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["ingredients", "Margarita", "--format", "json"], http: http)

        #expect(
            run.standardOutput
                == #"{"cocktail":{"id":11007,"name":"Margarita"},"ingredients":[{"name":"Tequila","measure":"1 1/2 oz","amount":{"kind":"volume","ml":44.36},"shown":"1 1/2 oz"},{"name":"Triple sec","measure":"1/2 oz","amount":{"kind":"volume","ml":14.79},"shown":"1/2 oz"},{"name":"Lime juice","measure":"1 oz","amount":{"kind":"volume","ml":29.57},"shown":"1 oz"},{"name":"Salt","measure":null,"amount":null,"shown":null}],"servings":1,"strength":{"poured":25,"served":25,"servedML":88.72,"method":null,"alcoholGrams":17.5,"unmeasured":[]}}"#
                + "\n")
    }

    @Test("RI-1: ingredients shows every one of fifteen filled slots")
    func ingredients_showsAllFifteenSlots() async throws {
        var drink: [String: Any] = ["idDrink": "900", "strDrink": "Everything"]
        for slot in 1...15 {
            drink["strIngredient\(slot)"] = "Ingredient \(slot)"
            drink["strMeasure\(slot)"] = "\(slot) cl "
        }
        let http = HTTPClientStub.online(["\(Self.search)?s=Everything": (200, try jsonData(["drinks": [drink]]))])

        let run = await runDringo(["ingredients", "Everything"], http: http)

        let lines = run.standardOutput.split(separator: "\n").dropFirst(2)
        #expect(lines == (1...15).map { "    \($0) cl Ingredient \($0)" }[...])
    }

    @Test("RI-1: an all-digit argument looks the cocktail up by id")
    func ingredients_looksUpByID_forDigits() async throws {
        let http = HTTPClientStub.online(["/api/json/v1/1/lookup.php?i=11007": (200, try Fixtures.data("lookup-11007-margarita.json"))])

        let run = await runDringo(["ingredients", "11007"], http: http)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Ingredients for Margarita\n"))
        #expect(http.requestedURLs.map(\.absoluteString) == ["https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007"])
    }

    @Test("RI-1: a name with an apostrophe and an ampersand reaches the server as one query value")
    func ingredients_sendsNameAsOneQueryValue() async throws {
        let http = HTTPClientStub.online([:])

        _ = await runDringo(["ingredients", "Tommy's Margarita & Co"], http: http)

        let url = try #require(http.requestedURLs.first)
        #expect(url.absoluteString.hasSuffix("/search.php?s=Tommy%27s%20Margarita%20%26%20Co"))
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items == [URLQueryItem(name: "s", value: "Tommy's Margarita & Co")])
    }

    @Test("IS-2, RI-3: ingredients without connectivity fails with exit 1 and a message")
    func ingredients_failsWithExit1_offline() async {
        let run = await runDringo(["ingredients", "margarita"], http: HTTPClientStub.offline)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and the ingredients need a connection; check yours, or run 'dringo --demo ingredients margarita' to try dringo without one.\n"
        )
    }

    @Test("RI-2: ingredients fails with exit 1 on invalid data", arguments: [(200, "<html>"), (500, #"{"drinks":[]}"#), (200, "")])
    func ingredients_failsWithExit1_onInvalidData(status: Int, body: String) async {
        let http = HTTPClientStub.online(["\(Self.search)?s=margarita": (status, Data(body.utf8))])

        let run = await runDringo(["ingredients", "margarita"], http: http)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "TheCocktailDB sent data dringo could not read.\n")
    }

    @Test("RI-8: ingredients fails with exit 1 on HTTP 404, saying what to check rather than that the data was unreadable")
    func ingredients_failsWithExit1_onNotFound() async {
        let http = HTTPClientStub.online(["\(Self.search)?s=margarita": (404, Data("<html>Not Found</html>".utf8))])

        let english = await runDringo(["ingredients", "margarita"], http: http)
        let italian = await runDringo(["ingredients", "margarita", "--lang", "it"], http: http)

        #expect(english.exitCode == .couldNotLoad)
        #expect(english.standardOutput == "")
        #expect(
            english.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY.\n")
        #expect(italian.exitCode == .couldNotLoad)
        #expect(
            italian.standardError
                == "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo; controlla DRINGO_BASE_URL e DRINGO_API_KEY.\n"
        )
    }

    @Test("RI-4: ingredients fails with exit 3 for a cocktail TheCocktailDB does not have", arguments: ["search-no-match.json"])
    func ingredients_failsWithExit3_onNoMatch(fixture: String) async throws {
        let http = HTTPClientStub.online(["\(Self.search)?s=Green%20Chartreuse": (200, try Fixtures.data(fixture))])

        let run = await runDringo(["ingredients", "Green Chartreuse"], http: http)

        #expect(run.exitCode == .notFound)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB has no cocktail called 'Green Chartreuse'.\n")
    }

    @Test("RI-5: ingredients fails with exit 3 on an ambiguous name, naming the candidates")
    func ingredients_failsWithExit3_onAmbiguousName() async throws {
        let http = HTTPClientStub.online(["\(Self.search)?s=marg": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["ingredients", "marg"], http: http)

        #expect(run.exitCode == .notFound)
        #expect(
            run.standardError == """
                'marg' could be any of these 6 cocktails:
                   11007  Margarita
                   11118  Blue Margarita
                   17216  Tommy's Margarita
                   16158  Whitecap Margarita
                   12322  Strawberry Margarita
                  178332  Smashed Watermelon Margarita
                Ask for one by its id, as in 'dringo ingredients 11007'.

                """
        )
    }

    @Test(
        "RI-7: ingredients rejects an empty, blank, overlong or control-character name with exit 2, before any request",
        arguments: [
            ("", "Give the name or the id of a cocktail.\n"),
            ("   ", "Give the name or the id of a cocktail.\n"),
            (String(repeating: "a", count: 101), "A cocktail's name can be at most 100 characters long.\n"),
            ("Mar\u{1B}[2Jgarita", "A cocktail's name cannot contain control characters.\n"),
        ]
    )
    func ingredients_rejectsInvalidName(name: String, message: String) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(["ingredients", name], http: http)

        #expect(run.exitCode == .usage)
        #expect(run.standardError == message)
        #expect(http.requestedURLs.isEmpty)
    }

    @Test("RI-7: ingredients without a name is a usage error")
    func ingredients_withoutName_isUsageError() async {
        let run = await runDringo(["ingredients"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "'dringo ingredients' needs the name or the id of a cocktail.\n")
    }

    @Test("IS-1: ingredients speaks Italian with --lang it, and takes a name after --")
    func ingredients_speaksItalian_andAcceptsDoubleDash() async throws {
        let http = HTTPClientStub.online(["\(Self.search)?s=-Margarita": (200, try Fixtures.data("lookup-11007-margarita.json"))])

        let run = await runDringo(["ingredients", "--lang", "it", "--", "-Margarita"], http: http)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Ingredienti per Margarita\n"))
    }
}
