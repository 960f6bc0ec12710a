import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The recipe in your glass, on the real catalogue: `recipe`, `random` and `ingredients` with `--units`,
/// `--servings` and the strength line.
struct ReadRecipeAmountsAcceptanceTests {
    private static let pipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 80)

    @Test(
        "GS-2, GS-3, GS-4, RA-13, ST-3: recipe margarita --units ml --servings 4 pours four Margaritas in millilitres, with their strength")
    func recipe_inMillilitresForFour() async throws {
        let run = await runDringo(
            ["recipe", "margarita", "--units", "ml", "--servings", "4"], catalogueStore: try await realSyncedCatalogue(),
            terminal: Self.pipe)

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardError == "")
        #expect(
            run.standardOutput.hasPrefix(
                """
                Margarita
                Ordinary Drink, Alcoholic, Cocktail glass
                IBA official cocktail: Contemporary Classics · Tags: IBA, ContemporaryClassic
                \(Self.margaritaStrengthForFour)

                    175 ml Tequila
                    60 ml Triple sec
                    120 ml Lime juice
                    Salt

                """), "\(run.standardOutput)")
    }

    @Test("GS-6, RA-11, ST-4: the JSON of four Margaritas keeps each measure as written, with its amount for four and how it is shown")
    func recipe_inMillilitresForFour_asJSON() async throws {
        let run = await runDringo(
            ["recipe", "11007", "--units", "ml", "--servings", "4", "--format", "json"], catalogueStore: try await realSyncedCatalogue())

        let document = try Self.document(run)
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["measure"] as? String } == ["1 1/2 oz", "1/2 oz", "1 oz", nil])
        #expect(ingredients.map { $0["shown"] as? String } == ["175 ml", "60 ml", "120 ml", nil])
        let tequila = try #require(ingredients.first?["amount"] as? [String: Any])
        #expect(tequila["kind"] as? String == "volume")
        #expect(Self.number(tequila["ml"]).map { abs($0 - 4 * 1.5 * 29.5735) < 0.01 } == true, "4 × 1 1/2 oz in ml: \(tequila)")
        #expect(ingredients.last?["amount"] is NSNull)
        #expect(Self.number(document["servings"]) == 4)
        let strength = try #require(document["strength"] as? [String: Any])
        #expect(strength["method"] as? String == "shaken")
        let poured = try #require(Self.number(strength["poured"]))
        let served = try #require(Self.number(strength["served"]))
        let grams = try #require(Self.number(strength["alcoholGrams"]))
        #expect(poured > served && served > 10 && poured < 40, "\(strength)")
        #expect(grams > 60 && grams < 100, "the alcohol of four Margaritas: \(strength)")
    }

    @Test("GS-1: without a unit or servings, every measure is shown as written and only the strength line is new")
    func recipe_asWritten_byDefault() async throws {
        let run = await runDringo(["recipe", "margarita"], catalogueStore: try await realSyncedCatalogue(), terminal: Self.pipe)

        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.prefix(9)) == [
                "Margarita", "Ordinary Drink, Alcoholic, Cocktail glass",
                "IBA official cocktail: Contemporary Classics · Tags: IBA, ContemporaryClassic", Substring(Self.margaritaStrength), "",
                "    1 1/2 oz Tequila",
                "    1/2 oz Triple sec", "    1 oz Lime juice", "    Salt",
            ])
    }

    @Test("GS-2: DRINGO_UNITS chooses the unit when --units is not given, and --units wins over it")
    func units_fromTheEnvironment_unlessGiven() async throws {
        let store = try await realSyncedCatalogue()

        let fromEnvironment = await runDringo(["recipe", "11007"], catalogueStore: store, environment: ["DRINGO_UNITS": "cl"])
        let given = await runDringo(["recipe", "11007", "--units", "oz"], catalogueStore: store, environment: ["DRINGO_UNITS": "cl"])

        #expect(fromEnvironment.standardOutput.contains("    4.5 cl Tequila\n"), "\(fromEnvironment.standardOutput)")
        #expect(given.standardOutput.contains("    1 1/2 oz Tequila\n"), "\(given.standardOutput)")
    }

    @Test("GS-3, RA-12, ST-5: a recipe in parts stays in parts for several servings, with a strength from its ratios and no grams")
    func recipe_inParts() async throws {
        let run = await runDringo(
            ["recipe", "kir", "--servings", "6", "--units", "ml", "--format", "json"], catalogueStore: try await realSyncedCatalogue())

        let document = try Self.document(run)
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["shown"] as? String } == ["1 part", "5 parts"])
        #expect((ingredients.first?["amount"] as? [String: Any])?["kind"] as? String == "parts")
        let strength = try #require(document["strength"] as? [String: Any])
        #expect(strength["alcoholGrams"] is NSNull)
        let poured = try #require(Self.number(strength["poured"]))
        #expect(poured > 10 && poured < 16, "crème de cassis and five parts of Champagne: \(strength)")
    }

    @Test("GS-5, ST-12: a recipe topped up with Champagne has no ABV, names the Champagne, and JSON says it waits for it")
    func recipe_toppedWithChampagne_namesIt() async throws {
        let store = try await realSyncedCatalogue()

        let text = await runDringo(["recipe", "death in the afternoon"], catalogueStore: store, terminal: Self.pipe)
        let json = await runDringo(["recipe", "death in the afternoon", "--format", "json"], catalogueStore: store)

        #expect(text.exitCode == .success)
        #expect(
            text.standardOutput.contains("\nStrength not estimated: it depends on how much is poured of Champagne\n"),
            "\(text.standardOutput)")
        #expect(text.standardOutput.contains("    Top Champagne\n"))
        let strength = try #require(try Self.document(json)["strength"] as? [String: Any])
        #expect(strength["poured"] is NSNull && strength["served"] is NSNull && strength["alcoholGrams"] is NSNull)
        #expect(strength["unmeasured"] as? [String] == ["Champagne"])
    }

    @Test(
        "GS-4, ST-1, ST-3: classic drinks are as strong as the bottles they are poured from allow",
        arguments: [
            ("Negroni", 20.0, 30.0), ("Manhattan", 28.0, 40.0), ("Dry Martini", 30.0, 40.0), ("Cosmopolitan", 12.0, 25.0),
            ("Kir", 10.0, 16.0),
        ])
    func classics_areWithinTheirIngredientsStrengths(name: String, lowest: Double, highest: Double) async throws {
        let run = await runDringo(["recipe", name, "--format", "json"], catalogueStore: try await realSyncedCatalogue())

        let strength = try #require(try Self.document(run)["strength"] as? [String: Any], "\(run.standardOutput)")
        let poured = try #require(Self.number(strength["poured"]), "\(run.standardOutput)")
        let served = try #require(Self.number(strength["served"]))
        #expect(poured >= lowest && poured <= highest, "\(name) poured at \(poured)%")
        #expect(served <= poured && served > 0, "\(name) served at \(served)%")
    }

    @Test("GS-8, GS-6: every recipe of the real catalogue answers, with its measures as written and only finite numbers")
    func everyRecipe_ofTheRealCatalogue_answers() async throws {
        let store = try await realSyncedCatalogue()
        let drinks = try #require(try await store.retrieve()).resource

        var measured = 0
        var total = 0
        for drink in drinks {
            let run = await runDringo(["recipe", String(drink.id), "--units", "ml", "--format", "json"], catalogueStore: store)
            #expect(run.exitCode == .success, "\(drink.name): \(run.standardError)")
            let ingredients = try #require(try Self.document(run)["ingredients"] as? [[String: Any]])
            #expect(ingredients.map { $0["measure"] as? String } == drink.ingredients.map(\.measure), "\(drink.name)")
            total += ingredients.filter { $0["measure"] is String }.count
            measured += ingredients.filter { $0["amount"] is [String: Any] }.count
        }
        #expect(drinks.count == 636)
        #expect(Double(measured) / Double(total) > 0.9, "\(measured) of \(total) measures read as an amount")
    }

    @Test(
        "GS-7: --servings out of 1 to 100 or not whole, and --units or DRINGO_UNITS not ml, cl or oz, are usage errors before any request",
        arguments: [
            (["recipe", "margarita", "--servings", "0"], [:], "'0' is not a number of servings; use a whole number from 1 to 100.\n"),
            (["random", "--servings", "101"], [:], "'101' is not a number of servings; use a whole number from 1 to 100.\n"),
            (
                ["ingredients", "margarita", "--servings", "1.5"], [:],
                "'1.5' is not a number of servings; use a whole number from 1 to 100.\n"
            ),
            (
                ["recipe", "margarita", "--units", "gallon"], [:],
                "'gallon' is not a unit dringo shows volumes in; use 'ml', 'cl' or 'oz'.\n"
            ),
            (
                ["recipe", "margarita"], ["DRINGO_UNITS": "pints"],
                "In DRINGO_UNITS, 'pints' is not a unit dringo shows volumes in; use 'ml', 'cl' or 'oz'.\n"
            ),
        ] as [([String], [String: String], String)])
    func badAmountOptions_areUsageErrors(arguments: [String], environment: [String: String], message: String) async {
        let http = HTTPClientStub.offline

        let run = await runDringo(arguments, http: http, environment: environment)

        #expect(run.exitCode == .usage)
        #expect(run.standardError == message)
        #expect(http.requestedURLs.isEmpty)
    }

    @Test("GS-2, GS-3: ingredients shows TheCocktailDB's measures in the unit and for the servings asked")
    func ingredients_inCentilitresForTwo() async throws {
        let http = HTTPClientStub.online(["/api/json/v1/1/search.php?s=margarita": (200, try Fixtures.data("search-margarita.json"))])

        let run = await runDringo(["ingredients", "margarita", "--units", "cl", "--servings", "2"], http: http, terminal: Self.pipe)

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("    9 cl Tequila\n    3 cl Triple sec\n    6 cl Lime juice\n    Salt\n"), "\(run.standardOutput)")
    }

    private static let margaritaStrength = "About 25% poured, 16% shaken; about 135 ml in the glass; 18 g of alcohol"
    /// Wider than 80 columns, the line wraps there, as every line of a recipe does (LG-22).
    private static let margaritaStrengthForFour = "About 25% poured, 16% shaken; about 135 ml in each glass; 70 g of alcohol in 4\ndrinks"

    private static func document(_ run: DringoRun, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any], "\(run.standardOutput)",
            sourceLocation: sourceLocation)
    }

    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }
}
