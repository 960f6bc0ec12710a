import BarFeature
import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The demo story: `dringo --demo <command>` against the TheCocktailDB built into dringo.
///
/// The harness's HTTP client stays the default offline stub: a demo never asks the runtime for a
/// client (`httpSettings` stays nil), so every answer here comes from the real simulator the
/// composition root picks.
struct DemoModeAcceptanceTests {
    @Test("DS-1: --demo feed shows the free key's list of 100 cocktails, without asking the runtime for a network client")
    func demoFeed_showsRecordedList() async throws {
        let store = InMemoryFeedStore()

        let text = await runDringo(["--demo", "feed"], store: store)
        let json = await runDringo(["--demo", "feed", "--format", "json"])

        #expect(text.exitCode == .success)
        #expect(text.standardOutput.hasPrefix("Cocktails\n\n15346   155 Belmont\n    https://www.thecocktaildb.com/images/media/drink/"))
        #expect(text.standardError == "")
        #expect(text.httpSettings == nil, "the demo never makes the runtime's client")
        #expect(try await store.retrieve()?.resource.count == 100, "the list is saved for --offline")
        let document = try JSONDocument(json.standardOutputData)
        #expect(document.items.count == 100)
        #expect(document.source == "remote")
        #expect(json.httpSettings == nil)
    }

    @Test("DS-1: --demo feed with a production key shows the demo's popular list")
    func demoFeed_showsPopularList_withProductionKey() async throws {
        let run = await runDringo(["--demo", "feed", "--format", "json"], environment: ["DRINGO_API_KEY": "patron"])

        #expect(run.exitCode == .success)
        let names = try JSONDocument(run.standardOutputData).items.compactMap { $0["name"] as? String }
        #expect(names.count == 10)
        #expect(names.prefix(2) == ["Margarita", "Manhattan"])
    }

    @Test("DS-2: --demo ingredients manhattan shows the Manhattan's ingredients as recorded")
    func demoIngredients_showsManhattan() async {
        let run = await runDringo(["--demo", "ingredients", "manhattan"])

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Ingredients for Manhattan
                About 35% poured; about 95 ml in the glass; 26 g of alcohol

                    3/4 oz Sweet Vermouth
                    2 1/2 oz Blended Bourbon
                    dash Angostura bitters
                    2 or 3 Ice
                    1 Maraschino cherry
                    1 twist of Orange peel

                """)
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
    }

    @Test("DS-2, DS-13: --demo ingredients of a name the demo's copy lacks is no such cocktail, exit 3, in the demo's words")
    func demoIngredients_exits3_onUnknownName() async {
        let run = await runDringo(["--demo", "ingredients", "Unobtainium Sour"])

        #expect(run.exitCode == .notFound)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called 'Unobtainium Sour'; look for part of the name with 'dringo --demo search'.\n"
        )
    }

    @Test(
        "DS-13: a name or id the demo's copy lacks is worded as its lack by ingredients, recipe and image, in English and Italian",
        arguments: [
            (
                "en",
                "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called '%@'; look for part of the name with 'dringo --demo search'.\n"
            ),
            (
                "it",
                "La copia di TheCocktailDB della demo, che ne contiene l'intero catalogo, non ha un cocktail chiamato «%@»; cerca una parte del nome con «dringo --demo search».\n"
            ),
        ])
    func demoLookups_wordMissingDrinkAsDemoCopysLack(language: String, message: String) async {
        let catalogue = InMemoryCatalogueStore()
        var runs: [(query: String, run: DringoRun)] = []
        for query in ["Unobtainium Sour", "999999"] {
            for command in ["ingredients", "recipe", "image"] {
                runs.append((query, await runDringo(["--demo", command, query, "--lang", language], catalogueStore: catalogue)))
            }
        }
        _ = await runDringo(["--demo", "sync"], catalogueStore: catalogue)
        runs.append(("999999", await runDringo(["--demo", "recipe", "999999", "--lang", language], catalogueStore: catalogue)))

        for (query, run) in runs {
            let expected = message.replacingOccurrences(of: "%@", with: query)
            #expect(run.exitCode == .notFound)
            // The first recipe saves the demo's catalogue first, and says so above.
            #expect(
                run.standardError == expected || run.standardError.hasSuffix(" 636 cocktails.\n" + expected)
                    || run.standardError.hasSuffix(" 636 cocktail.\n" + expected), "\(run.standardError)")
        }
    }

    @Test("DS-13: --demo feed --offline with no list saved in the demo's cache points to the demo's own feed, exit 1")
    func demoOfflineFeed_withoutSavedList_pointsToDemoFeed() async {
        let run = await runDringo(["--demo", "feed", "--offline"])

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "The demo has no cocktail list saved in the last 7 days; run 'dringo --demo feed' to get one.\n")
    }

    @Test("DS-14: in the demo, an empty bar's hints name 'dringo --demo bar add', in both languages")
    func demoEmptyBar_hintsNameTheDemo() async {
        let bar = await runDringo(["--demo", "bar", "list"])
        let makeable = await runDringo(["--demo", "makeable", "--lang", "it"])

        #expect(bar.standardOutput == "")
        #expect(bar.standardError == "The demo's bar is empty. Add to it with 'dringo --demo bar add gin \"lime juice\"'.\n")
        #expect(makeable.exitCode == .success)
        #expect(
            makeable.standardError
                == "Il bar della demo è vuoto, quindi non puoi ancora preparare nulla. Aggiungi qualcosa con «dringo --demo bar add gin \"lime juice\"».\n"
        )
    }

    @Test("DS-14: in the demo, makeable's first sync and its empty answer name 'dringo --demo sync' and 'dringo --demo makeable'")
    func demoMakeable_hintsNameTheDemo() async throws {
        let bar = InMemoryBarStore()
        _ = try await LocalBar(store: bar).add(["Unobtainium"])

        let run = await runDringo(["--demo", "makeable"], barStore: bar, environment: ["DRINGO_API_KEY": "patron"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError.hasPrefix(
                "The demo has no catalogue saved in the last 7 days; downloading it first, as 'dringo --demo sync' does.\n"))
        #expect(
            run.standardError.hasSuffix(
                "Nothing in the catalogue is made only of what is in the demo's bar. Try 'dringo --demo makeable --missing 1'.\n"))
    }

    @Test("DS-13, DS-14, CS-17: an ambiguous name in the demo names its candidates with their ids, and the demo's command for one")
    func demoIngredients_namesCandidatesOfAmbiguousName() async {
        let run = await runDringo(["--demo", "ingredients", "gin fiz"])

        #expect(run.exitCode == .notFound)
        #expect(
            run.standardError
                == "'gin fiz' could be any of these cocktails: Gin Fizz (11410), Ramos Gin Fizz (178367), Royal Gin Fizz (12057). Ask for one by its id, as in 'dringo --demo ingredients 11410'.\n"
        )
    }

    @Test("DS-11: every drink of the demo's lists and of a search resolves in the demo: ingredients by id, recipe by name")
    func demoFeed_everyDrinkResolves() async throws {
        let feed = await runDringo(["--demo", "feed", "--format", "json"])
        let popular = await runDringo(["--demo", "feed", "--format", "json"], environment: ["DRINGO_API_KEY": "patron"])
        let search = await runDringo(["--demo", "search", "gin", "--format", "json"])

        let items = try [feed, popular, search].flatMap { try JSONDocument($0.standardOutputData).items }
        #expect(items.count == 100 + 10 + 20)
        // One cache for every run, as a user's: the first recipe saves the demo's catalogue, the others read it.
        let catalogue = InMemoryCatalogueStore()
        for item in items {
            let id = try #require(item["id"] as? Int)
            let name = try #require(item["name"] as? String)
            let ingredients = await runDringo(["--demo", "ingredients", String(id), "--format", "json"])
            let recipe = await runDringo(["--demo", "recipe", name, "--format", "json"], catalogueStore: catalogue)

            #expect(ingredients.exitCode == .success, "\(id): \(ingredients.standardError)")
            #expect(try JSONDocument(ingredients.standardOutputData).cocktail?["name"] as? String == name)
            #expect(recipe.exitCode == .success, "\(name): \(recipe.standardError)")
            #expect(try JSONDocument(recipe.standardOutputData).cocktail?["id"] as? Int == id)
        }
    }

    @Test("DS-3: --demo image margarita --output FILE writes a JPEG and caches it")
    func demoImage_writesJPEG() async throws {
        let writer = RecordingFileWriter()
        let imageStore = InMemoryImageDataStore()

        let run = await runDringo(["--demo", "image", "margarita", "--output", "/tmp/m.jpg"], imageStore: imageStore, fileWriter: writer)

        #expect(run.exitCode == .success)
        let bytes = try #require(writer.writtenFiles["/tmp/m.jpg"])
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(run.standardError.hasPrefix("Saved the image of Margarita to /tmp/m.jpg ("))
        #expect(await imageStore.usage().count == 1)
        #expect(run.httpSettings == nil)
    }

    @Test("DS-4: --demo sync with a production key saves the demo's whole catalogue, 636 drinks")
    func demoSync_withProductionKey_savesWholeCatalogue() async throws {
        let catalogue = InMemoryCatalogueStore()

        let run = await runDringo(["--demo", "sync"], catalogueStore: catalogue, environment: ["DRINGO_API_KEY": "patron"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Saved 636 cocktails.\n")
        #expect(run.standardError == "")
        let saved = try #require(try await catalogue.retrieve())
        #expect(Set(saved.drinks.map(\.id)) == (try DemoCopy.ids()))
        #expect(saved.timestamp == acceptanceNow)
        #expect(run.httpSettings == nil)
    }

    @Test("DS-4: --demo sync with the free key saves at least every drink the capped letters give, each a drink of the demo's copy")
    func demoSync_withFreeKey_savesWhatTheLettersGive() async throws {
        let catalogue = InMemoryCatalogueStore()

        let run = await runDringo(["--demo", "sync"], catalogueStore: catalogue)

        #expect(run.exitCode == .success)
        let saved = try #require(try await catalogue.retrieve())
        #expect(run.standardOutput == "Saved \(saved.drinks.count) cocktails.\n")
        let ids = Set(saved.drinks.map(\.id))
        #expect(ids.isSuperset(of: try DemoCopy.ids(reachedByLettersCappedAt: 25)))
        #expect(ids.isSubset(of: try DemoCopy.ids()))
        #expect(run.httpSettings == nil)
    }

    @Test("DS-4: --demo search asks the demo's TheCocktailDB before a sync, and the demo's catalogue after it")
    func demoSearch_answersFromDemoRemoteThenCatalogue() async throws {
        let catalogue = InMemoryCatalogueStore()

        let before = await runDringo(["--demo", "search", "gin fizz", "--format", "json"], catalogueStore: catalogue)
        _ = await runDringo(["--demo", "sync"], catalogueStore: catalogue)
        let after = await runDringo(["--demo", "search", "gin fizz"], catalogueStore: catalogue)

        #expect(before.exitCode == .success)
        let document = try JSONDocument(before.standardOutputData)
        #expect(document.source == "remote")
        #expect(document.items.compactMap { $0["name"] as? String } == ["Gin Fizz", "Ramos Gin Fizz", "Royal Gin Fizz"])
        #expect(after.exitCode == .success)
        #expect(after.standardOutput == "Gin Fizz\nRamos Gin Fizz\nRoyal Gin Fizz\n")
    }

    @Test("DS-4: --demo recipe margarita shows the recipe as recorded")
    func demoRecipe_showsMargarita() async {
        let run = await runDringo(["--demo", "recipe", "margarita"])

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.hasPrefix(
                """
                Margarita
                Ordinary Drink, Alcoholic, Cocktail glass
                IBA official cocktail: Contemporary Classics · Tags: IBA, ContemporaryClassic
                About 25% poured, 16% shaken; about 135 ml in the glass; 18 g of alcohol

                    1 1/2 oz Tequila
                    1/2 oz Triple sec
                    1 oz Lime juice
                    Salt

                Rub the rim of the glass with the lime slice
                """))
        #expect(
            run.standardError
                == "The demo has no catalogue saved in the last 7 days; downloading it first, as 'dringo --demo sync' does.\nSaved 636 cocktails.\n"
        )
    }

    @Test("DS-4, DS-11: --demo random shows the whole recipe of one of the demo's drinks, before a sync and after it")
    func demoRandom_showsRecordedDrink() async throws {
        let catalogue = InMemoryCatalogueStore()

        let remote = await runDringo(["--demo", "random", "--format", "json"], catalogueStore: catalogue)
        _ = await runDringo(["--demo", "sync"], catalogueStore: catalogue)
        let local = await runDringo(["--demo", "random", "--format", "json"], catalogueStore: catalogue)

        let savedIDs = Set(try #require(try await catalogue.retrieve()).drinks.map(\.id))
        for (run, ids) in [(remote, try DemoCopy.ids()), (local, savedIDs)] {
            #expect(run.exitCode == .success)
            let cocktail = try #require(try JSONDocument(run.standardOutputData).object["cocktail"] as? [String: Any])
            let id = try #require(cocktail["id"] as? Int)
            #expect(ids.contains(id), "\(id) is not a drink of the demo's copy, or of its saved catalogue")
            let recipe = await runDringo(["--demo", "recipe", String(id), "--format", "json"])
            #expect(recipe.standardOutput == run.standardOutput, "random shows the same recipe as recipe does")
        }
    }

    @Test("DS-15: --demo makeable and --demo shopping answer as a bartender would on the demo's whole catalogue")
    func demoMakeableAndShopping_useTheKnowledge() async throws {
        let bar = InMemoryBarStore()
        let catalogue = InMemoryCatalogueStore()
        let productionKey = ["DRINGO_API_KEY": "patron"]

        _ = await runDringo(["--demo", "bar", "add"] + issueHomeBar, catalogueStore: catalogue, barStore: bar)
        let makeable = await runDringo(["--demo", "makeable"], catalogueStore: catalogue, barStore: bar, environment: productionKey)
        let shopping = await runDringo(["--demo", "shopping", "--limit", "1"], catalogueStore: catalogue, barStore: bar)
        let emptyShopping = await runDringo(["--demo", "shopping"])

        #expect(makeable.exitCode == .success)
        #expect(makeable.standardOutput.contains("Kamikaze (lime for Lime juice)\n"))
        #expect(makeable.standardOutput.contains("Rum Screwdriver (white rum for Light rum)\n"))
        #expect(shopping.exitCode == .success)
        #expect(shopping.standardOutput == "Amaretto (5 more drinks: Amaretto Mist, Amaretto Rose, Amaretto Sour, …)\n")
        #expect(
            emptyShopping.standardError
                == "The demo's bar is empty, so there is nothing to build on yet. Add to it with 'dringo --demo bar add gin \"lime juice\"'.\n"
        )
    }

    @Test("DS-5: --demo bar add gin, then --demo makeable syncs the demo's catalogue first and answers from it")
    func demoBarAndMakeable_answerFromDemoCatalogue() async throws {
        let bar = InMemoryBarStore()
        let catalogue = InMemoryCatalogueStore()
        // A production key's sync is the whole catalogue, whatever the free key's discovery finds.
        let productionKey = ["DRINGO_API_KEY": "patron"]

        let added = await runDringo(
            ["--demo", "bar", "add", "gin"], catalogueStore: catalogue, barStore: bar, environment: ["HOME": "/home/ada"])
        let makeable = await runDringo(
            ["--demo", "makeable", "--missing", "1", "--format", "json"], catalogueStore: catalogue, barStore: bar,
            environment: productionKey)

        #expect(added.exitCode == .success)
        #expect(added.standardOutput == "gin\n")
        #expect(added.dataDirectory?.path == "/home/ada/.local/share/dringo/demo")
        #expect(makeable.exitCode == .success)
        #expect(
            makeable.standardOutput
                == #"{"items":[{"id":17228,"name":"Addison","missing":["Vermouth"],"using":[],"source":"thecocktaildb"},{"id":11368,"name":"Flying Dutchman","missing":["Triple sec"],"using":[],"source":"thecocktaildb"},"#
                + #"{"id":11664,"name":"Lone Tree Cocktail","missing":["Sweet Vermouth"],"using":[],"source":"thecocktaildb"},{"id":11936,"name":"Pink Gin","missing":["Bitters"],"using":[],"source":"thecocktaildb"},"#
                + #"{"id":11959,"name":"Poppy Cocktail","missing":["Creme de Cacao"],"using":[],"source":"thecocktaildb"}]}"# + "\n")
        #expect(makeable.standardError.contains("Saved 636 cocktails."))
        #expect(try await catalogue.retrieve()?.drinks.count == 636)
        #expect(makeable.httpSettings == nil)
    }

    @Test(
        "DS-6: a demo keeps its cache and its bar in the demo folder of the directories the environment names",
        arguments: [
            (["DRINGO_CACHE_DIR": "/c", "DRINGO_DATA_DIR": "/d", "HOME": "/h"], "/c/demo", "/d/demo"),
            (["XDG_CACHE_HOME": "/xc", "XDG_DATA_HOME": "/xd", "HOME": "/h"], "/xc/dringo/demo", "/xd/dringo/demo"),
            (["HOME": "/h"], "/h/.cache/dringo/demo", "/h/.local/share/dringo/demo"),
        ])
    func demo_keepsToDemoFolders(environment: [String: String], cache: String, data: String) async {
        let demo = await runDringo(["--demo", "bar", "list"], environment: environment)
        let own = await runDringo(["bar", "list"], environment: environment)

        #expect(demo.cacheDirectory?.path == cache)
        #expect(demo.dataDirectory?.path == data)
        #expect(own.cacheDirectory?.path == String(cache.dropLast("/demo".count)))
        #expect(own.dataDirectory?.path == String(data.dropLast("/demo".count)))
    }

    @Test("DS-6: --demo cache info shows the demo's cache folder and what the demo saved in it")
    func demoCacheInfo_showsDemoCache() async {
        let store = InMemoryFeedStore()
        _ = await runDringo(["--demo", "feed"], store: store)

        let run = await runDringo(["--demo", "cache", "info"], store: store, environment: ["DRINGO_CACHE_DIR": "/c"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Cache: /c/demo\nCocktail list: saved just now (valid), cocktails: 100\n"))
    }

    @Test(
        "DS-7: DRINGO_DEMO set to 1, true or yes, in any case, does what --demo does",
        arguments: ["1", "true", "TRUE", "yes", "Yes"])
    func demoEnvironment_turnsDemoOn(value: String) async throws {
        let run = await runDringo(["feed", "--format", "json"], environment: ["DRINGO_DEMO": value, "HOME": "/h"])

        #expect(run.exitCode == .success)
        #expect(try JSONDocument(run.standardOutputData).items.count == 100)
        #expect(run.httpSettings == nil)
        #expect(run.cacheDirectory?.path == "/h/.cache/dringo/demo")
    }

    @Test("DS-7: DRINGO_DEMO set to 0, false, no or nothing leaves the demo off", arguments: ["0", "false", "No", ""])
    func demoEnvironment_leavesDemoOff(value: String) async {
        let run = await runDringo(["feed"], environment: ["DRINGO_DEMO": value, "HOME": "/h"])

        #expect(run.exitCode == .couldNotLoad, "the runtime's client, offline here, was asked")
        #expect(run.httpSettings != nil)
        #expect(run.cacheDirectory?.path == "/h/.cache/dringo")
    }

    @Test(
        "DS-7: any other DRINGO_DEMO is a usage error, exit 2, naming the accepted values in the user's language",
        arguments: [
            (
                ["DRINGO_DEMO": "maybe"],
                "DRINGO_DEMO is 'maybe'; set it to 1, true or yes to turn the demo on, or to 0, false or no to turn it off.\n"
            ),
            (
                ["DRINGO_DEMO": "on", "LANG": "it_IT.UTF-8"],
                "DRINGO_DEMO vale «on»; impostala a 1, true o yes per attivare la demo, oppure a 0, false o no per disattivarla.\n"
            ),
        ])
    func demoEnvironment_isUsageError_whenNeitherOnNorOff(environment: [String: String], message: String) async {
        let plain = await runDringo(["feed"], environment: environment)
        let withOption = await runDringo(["--demo", "feed"], environment: environment)

        for run in [plain, withOption] {
            #expect(run.exitCode == .usage)
            #expect(run.standardOutput == "")
            #expect(run.standardError == message)
        }
    }

    @Test(
        "DS-8: --demo is the demo before the command, after it, and among its options",
        arguments: [
            ["--demo", "feed", "--format", "json"],
            ["feed", "--demo", "--format", "json"],
            ["feed", "--format", "json", "--demo"],
            ["feed", "--limit", "100", "--demo", "--format=json", "--demo"],
        ])
    func demoOption_isAcceptedAnywhereBeforeSeparator(arguments: [String]) async throws {
        let run = await runDringo(arguments)

        #expect(run.exitCode == .success)
        #expect(try JSONDocument(run.standardOutputData).items.count == 100)
        #expect(run.httpSettings == nil)
    }

    @Test("DS-8: after --, --demo is an operand, such as a cocktail's name")
    func demoOption_isOperand_afterSeparator() async {
        let demo = await runDringo(["--demo", "ingredients", "--", "--demo"])
        let own = await runDringo(["ingredients", "--", "--demo"])

        #expect(demo.exitCode == .notFound)
        #expect(
            demo.standardError
                == "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called '--demo'; look for part of the name with 'dringo --demo search'.\n"
        )
        #expect(demo.httpSettings == nil)
        #expect(own.httpSettings != nil, "without a --demo before --, it is no demo")
    }

    @Test("DS-8: --demo with --help or --version shows them, and --demo alone still asks for a command")
    func demoOption_leavesHelpVersionAndUsage() async {
        let help = await runDringo(["--demo", "--help"])
        let version = await runDringo(["--version", "--demo"])
        let alone = await runDringo(["--demo"])

        #expect(help.exitCode == .success)
        #expect(help.standardOutput.contains("\nDemo:\n  --demo "))
        #expect(version.exitCode == .success)
        #expect(version.standardOutput.hasPrefix("dringo "))
        #expect(alone.exitCode == .usage)
        #expect(alone.standardError.hasPrefix("Usage: dringo <command> [<options>]\n"))
    }

    @Test("DS-9: DRINGO_MAX_RESPONSE_BYTES refuses a larger answer as invalid data, as for the real TheCocktailDB")
    func demoFeed_refusesAnswerOverSizeLimit() async {
        let run = await runDringo(["--demo", "feed"], environment: ["DRINGO_MAX_RESPONSE_BYTES": "1000"])

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "TheCocktailDB sent data dringo could not read, and there is no cocktail list saved in the last 7 days.\n")
    }
}

/// A JSON document on stdout, and the members the demo's tests look at.
private struct JSONDocument {
    let object: [String: Any]

    init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    }

    var items: [[String: Any]] { object["items"] as? [[String: Any]] ?? [] }
    var source: String? { object["source"] as? String }
    var cocktail: [String: Any]? { object["cocktail"] as? [String: Any] }
}

/// The drinks of the demo's copy, read from the fixtures it is a byte-for-byte copy of.
private enum DemoCopy {
    /// Every drink's id.
    static func ids() throws -> Set<Int> {
        try ids(reachedByLettersCappedAt: .max)
    }

    /// The ids of the first `cap` drinks of each letter: what the letters alone give under a cap.
    static func ids(reachedByLettersCappedAt cap: Int) throws -> Set<Int> {
        var ids = Set<Int>()
        for letter in "abcdefghijklmnopqrstuvwxyz0123456789" {
            let body = try JSONSerialization.jsonObject(with: Fixtures.data("catalogue/f-\(letter).json")) as? [String: Any]
            let drinks = body?["drinks"] as? [[String: Any]] ?? []
            ids.formUnion(drinks.prefix(cap).compactMap { ($0["idDrink"] as? String).flatMap { Int($0) } })
        }
        return ids
    }
}
