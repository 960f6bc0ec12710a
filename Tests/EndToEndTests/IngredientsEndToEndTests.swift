import Foundation
import Testing

/// The ingredients story, with the real binary and a real HTTP server.
struct IngredientsEndToEndTests {
    @Test("IS-1, RI-1: ingredients shows Margarita's four ingredients with their measures, in slot order")
    func ingredients_showsMargaritasIngredients() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.search("margarita"): .recorded("search-margarita.json")])

        let run = try await sandbox.dringo(["ingredients", "margarita"])

        #expect(run.exitCode == 0, "\(run)")
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
        let requests = try sandbox.remote().requests()
        #expect(requests.map(\.path) == ["/api/json/v1/1/search.php?s=margarita"])
        #expect(requests.first?.userAgent?.hasPrefix("dringo/") == true)
    }

    @Test("RI-1: a name with an apostrophe and an ampersand reaches the server as one percent-encoded value")
    func ingredients_sendsNameAsOnePercentEncodedValue() async throws {
        let encoded = "Tommy%27s%20Margarita%20%26%20Co"
        let drink =
            #"{"drinks":[{"idDrink":"17000","strDrink":"Tommy's Margarita & Co","strIngredient1":"Tequila","strMeasure1":"2 oz "}]}"#
        let sandbox = try await Sandbox.online(serving: [APIPath.search(encoded): .text(drink)])

        let run = try await sandbox.dringo(["ingredients", "Tommy's Margarita & Co"])

        #expect(try sandbox.remote().requests().map(\.path) == ["/api/json/v1/1/search.php?s=\(encoded)"])
        #expect(run.exitCode == 0, "\(run)")
        #expect(
            run.standardOutput
                == "Ingredients for Tommy's Margarita & Co\nAbout 40% poured; about 60 ml in the glass; 19 g of alcohol\n\n    2 oz Tequila\n"
        )
    }

    @Test("RI-1: an all-digit argument looks the cocktail up by id")
    func ingredients_looksUpByID_forDigits() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.lookup(11007): .recorded("lookup-11007-margarita.json")])

        let run = try await sandbox.dringo(["ingredients", "11007"])

        #expect(try sandbox.remote().requests().map(\.path) == ["/api/json/v1/1/lookup.php?i=11007"])
        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.title(in: run.standardOutput) == "Ingredients for Margarita")
    }

    @Test("IS-2, RI-3: ingredients fails with exit 1 and a message when the server has gone away")
    func ingredients_failsWithExit1_whenServerHasStopped() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.search("margarita"): .recorded("search-margarita.json")])
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["ingredients", "margarita"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and the ingredients need a connection; check yours, or run 'dringo --demo ingredients margarita' to try dringo without one.\n"
        )
    }

    @Test("RI-4: ingredients fails with exit 3 for a cocktail the server does not know")
    func ingredients_failsWithExit3_forUnknownCocktail() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.search("Green%20Chartreuse"): .recorded("search-no-match.json")])

        let run = try await sandbox.dringo(["ingredients", "Green Chartreuse"])

        #expect(run.exitCode == 3, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB has no cocktail called 'Green Chartreuse'.\n")
    }
}
