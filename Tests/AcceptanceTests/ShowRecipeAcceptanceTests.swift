import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The catalogue story's recipe, seen from the command line: `dringo recipe <name-or-id>`.
struct ShowRecipeAcceptanceTests {
    private static let narrowPipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 40)

    @Test("CS-4: recipe shows the whole recipe from a fresh catalogue, ignoring case and diacritics, with no network")
    func recipe_showsWholeRecipeFromCatalogue() async throws {
        let store = try await syncedCatalogue()

        let run = await runDringo(["recipe", "  MÁRGARITA "], catalogueStore: store, terminal: Self.narrowPipe)

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                Margarita
                Ordinary Drink, Alcoholic, Cocktail
                glass
                IBA official cocktail: Contemporary
                Classics · Tags: IBA,
                ContemporaryClassic
                About 25% poured, 16% shaken; about 135
                ml in the glass; 18 g of alcohol

                    1 1/2 oz Tequila
                    1/2 oz Triple sec
                    1 oz Lime juice
                    Salt

                Rub the rim of the glass with the lime
                slice to make the salt stick to it. Take
                care to moisten only the outer rim and
                sprinkle the salt on it. The salt should
                present to the lips of the imbiber and
                never mix into the cocktail. Shake the
                other ingredients with ice, then
                carefully pour into the glass.

                """)
        #expect(run.httpSettings == nil, "a recipe answered from the catalogue makes no HTTP client")
    }

    @Test("CS-4: recipe takes an all-digit argument as the drink's id, and prints the contract's JSON")
    func recipe_byID_printsContractJSON() async throws {
        let store = try await syncedCatalogue()

        let run = await runDringo(["recipe", "178319", "--format", "json"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput
                == #"{"cocktail":{"id":178319,"name":"Aquamarine","category":"Cocktail","alcoholic":"Alcoholic","glass":"Martini Glass","imageURL":"https://www.thecocktaildb.com/images/media/drink/zvsre31572902738.jpg","iba":null,"tags":[],"source":"thecocktaildb"},"ingredients":[{"name":"Hpnotiq","measure":"2 oz","amount":{"kind":"volume","ml":59.15},"shown":"2 oz"},{"name":"Pineapple Juice","measure":"1 oz","amount":{"kind":"volume","ml":29.57},"shown":"1 oz"},{"name":"Banana Liqueur","measure":"1 oz","amount":{"kind":"volume","ml":29.57},"shown":"1 oz"}],"servings":1,"strength":{"poured":14.75,"served":10.34,"servedML":168.67,"method":"shaken","alcoholGrams":13.77,"unmeasured":[]},"instructions":"Shake well in a shaker with ice.\nStrain in a martini glass.","instructionsLanguage":"en","favourite":null}"#
                + "\n")
    }

    @Test("CS-5: recipe with --lang it shows the Italian instructions, and says so in JSON")
    func recipe_inItalian() async throws {
        let store = try await syncedCatalogue()

        let text = await runDringo(["recipe", "aquamarine", "--lang", "it"], catalogueStore: store)
        let json = await runDringo(["recipe", "aquamarine", "--lang", "it", "--format", "json"], catalogueStore: store)

        #expect(text.standardOutput.hasSuffix("\nShakerare bene in uno shaker con ghiaccio.\nFiltrare in una coppetta Martini.\n"))
        #expect(
            json.standardOutput.hasSuffix(
                #""instructions":"Shakerare bene in uno shaker con ghiaccio.\nFiltrare in una coppetta Martini.","instructionsLanguage":"it","favourite":null}"#
                    + "\n"))
    }

    @Test("CS-5: recipe with --lang it shows the English instructions of a drink that has no Italian ones")
    func recipe_inItalian_fallsBackToEnglish() async throws {
        let drink: [String: Any] = ["idDrink": "99007", "strDrink": "Quiet Sour", "strInstructions": "Stir.", "strInstructionsIT": " "]
        let store = try await syncedCatalogue(adding: [drink])

        let run = await runDringo(["recipe", "quiet sour", "--lang", "it", "--format", "json"], catalogueStore: store)

        #expect(
            run.standardOutput
                == #"{"cocktail":{"id":99007,"name":"Quiet Sour","category":null,"alcoholic":null,"glass":null,"imageURL":null,"iba":null,"tags":[],"source":"thecocktaildb"},"ingredients":[],"servings":1,"strength":null,"instructions":"Stir.","instructionsLanguage":"en","favourite":null}"#
                + "\n")
    }

    @Test("CS-8: recipe of a name the catalogue lacks fails with exit 3; an ambiguous one names the candidates")
    func recipe_notFoundOrAmbiguous_exits3() async throws {
        let store = try await syncedCatalogue()

        let missing = await runDringo(["recipe", "Green Chartreuse"], catalogueStore: store)
        let ambiguous = await runDringo(["recipe", "gin s"], catalogueStore: store)
        let unknownID = await runDringo(["recipe", "42"], catalogueStore: store)

        #expect(missing.exitCode == .notFound)
        #expect(missing.standardOutput == "")
        #expect(missing.standardError == "TheCocktailDB has no cocktail called 'Green Chartreuse'.\n")
        #expect(ambiguous.exitCode == .notFound)
        #expect(
            ambiguous.standardError == """
                'gin s' could be any of these 5 cocktails:
                  11415  Gin Sling
                  11416  Gin Smash
                  11417  Gin Sour
                  11418  Gin Squirt
                  11419  Gin Swizzle
                Ask for one by its id, as in 'dringo recipe 11415'.

                """, "CS-17")
        #expect(unknownID.exitCode == .notFound)
        #expect(unknownID.standardError == "TheCocktailDB has no cocktail called '42'.\n")
    }

    @Test("CS-7: recipe without a catalogue searches TheCocktailDB by name, as ingredients does")
    func recipe_withoutCatalogue_searchesRemote() async throws {
        let http = HTTPClientStub.online(["/api/json/v1/1/search.php?s=margarita": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["recipe", "margarita", "--lang", "it"], http: http)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.hasPrefix(
                "Margarita\nDrink classico, Con alcol, Coppa da cocktail\nCocktail ufficiale IBA: Contemporary Classics · Tag: IBA, ContemporaryClassic\n"
            ))
        #expect(run.standardOutput.contains("\nStrofina il bordo del bicchiere"))
    }

    @Test("CS-7: recipe without a catalogue looks an all-digit argument up by id")
    func recipe_withoutCatalogue_looksUpByID() async throws {
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -8))
        let http = HTTPClientStub.online(["/api/json/v1/1/lookup.php?i=11008": (200, try Fixtures.data("lookup-11008-manhattan.json"))])

        let run = await runDringo(["recipe", "11008"], http: http, catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Manhattan\nCocktail, Alcoholic, Cocktail glass\n"))
        #expect(http.requestedURLs.map(\.absoluteString) == ["https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11008"])
    }

    @Test("CS-7, CS-8: recipe without a catalogue fails with exit 1 offline, 1 on invalid data or a 404, and 3 for no such drink")
    func recipe_withoutCatalogue_failures() async throws {
        let offline = await runDringo(["recipe", "margarita"], http: HTTPClientStub.offline)
        let notFound = await runDringo(["recipe", "margarita"], http: HTTPClientStub.online([:]))
        let invalid = await runDringo(
            ["recipe", "margarita"], http: HTTPClientStub.online(["search.php?s=margarita": (200, Data("<html>".utf8))]))
        let none = await runDringo(
            ["recipe", "Green Chartreuse"],
            http: HTTPClientStub.online(["search.php?s=Green%20Chartreuse": (200, try Fixtures.data("search-no-match.json"))]))

        #expect(offline.exitCode == .couldNotLoad)
        #expect(
            offline.standardError
                == "Could not reach TheCocktailDB, and there is no catalogue saved in the last 7 days; run 'dringo sync' while online to keep one, or add --demo to the command to try dringo without a connection.\n"
        )
        #expect(invalid.exitCode == .couldNotLoad)
        #expect(invalid.standardError == "TheCocktailDB sent data dringo could not read.\n")
        #expect(notFound.exitCode == .couldNotLoad, "a 404 is a failure to load, not a drink that does not exist")
        #expect(
            notFound.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY.\n")
        #expect(none.exitCode == .notFound)
        #expect(none.standardError == "TheCocktailDB has no cocktail called 'Green Chartreuse'.\n")
    }

    @Test("CS-4: recipe sanitizes every string from the catalogue, in text and JSON")
    func recipe_sanitizesHostileStrings() async throws {
        let hostile: [String: Any] = [
            "idDrink": "99066", "strDrink": "Trap\u{1B}[2J", "strCategory": "Cat\u{07}",
            "strInstructions": "Pour\u{1B}]8;;http://x\u{1B}\\ it.",
            "strIngredient1": "Rum\u{1B}[5m", "strMeasure1": "1\u{9B}31m oz",
        ]
        let store = try await syncedCatalogue(adding: [hostile])

        let text = await runDringo(["recipe", "99066"], catalogueStore: store)
        let json = await runDringo(["recipe", "99066", "--format", "json"], catalogueStore: store)

        #expect(
            text.standardOutput
                == "Trap\nCat\nStrength not estimated: it depends on how much is poured of Rum\n\n    1 oz Rum\n\nPour it.\n")
        #expect(
            json.standardOutput
                == #"{"cocktail":{"id":99066,"name":"Trap","category":"Cat","alcoholic":null,"glass":null,"imageURL":null,"iba":null,"tags":[],"source":"thecocktaildb"},"ingredients":[{"name":"Rum","measure":"1 oz","amount":{"kind":"count","count":1},"shown":"1 oz"}],"servings":1,"strength":{"poured":null,"served":null,"servedML":null,"method":"built","alcoholGrams":null,"unmeasured":["Rum"]},"instructions":"Pour it.","instructionsLanguage":"en","favourite":null}"#
                + "\n")
    }

    @Test(
        "CS-4: recipe without a name, with a blank one or an option it does not take is a usage error, before any request",
        arguments: [
            (["recipe"], "'dringo recipe' needs the name or the id of a cocktail.\n"),
            (["recipe", " "], "Give the name or the id of a cocktail.\n"),
            (
                ["recipe", "a", "--limit", "2"],
                "'--limit' is not an option of 'dringo recipe'; run 'dringo recipe --help' to see its options.\n"
            ),
        ])
    func recipe_rejectsBadArguments(arguments: [String], message: String) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(arguments, http: http)

        #expect(run.exitCode == .usage)
        #expect(run.standardError == message)
        #expect(http.requestedURLs.isEmpty)
    }
}
