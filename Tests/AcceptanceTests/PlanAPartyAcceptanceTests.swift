import BarFeature
import CompositionRoot
import CompositionRootTestSupport
import FavouritesFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// A party planned from the command line, over the real catalogue saved: `dringo party`.
struct PlanAPartyAcceptanceTests {
    @Test("PA-1, PA-2, PA-3, PA-4, PA-5: ten guests and three drinks give 7 of each, their totals, what to buy and the ice")
    func party_plansCountsTotalsPurchasesAndIce() async throws {
        let run = await runDringo(
            ["party", "negroni", "margarita", "daiquiri", "--guests", "10"], catalogueStore: try await realSyncedCatalogue(),
            barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
        // Each drink's strength is `recipe`'s, which the knowledge's ABVs set: checked beside it, not as figures here.
        let strengths = run.standardOutput.split(separator: "\n").filter { $0.contains(" × ") }.map {
            $0.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? ""
        }
        let recipe = await runDringo(["recipe", "negroni"], catalogueStore: try await realSyncedCatalogue())
        let negroniStrength = try #require(strengths.first?.components(separatedBy: "; ").first)
        #expect(negroniStrength.hasPrefix("About "))
        #expect(recipe.standardOutput.contains(negroniStrength + "; about "), "the recipe's line, without the glass: \(negroniStrength)")
        #expect(strengths.allSatisfy { $0.count < 60 }, "a line a terminal holds: \(strengths)")
        #expect(
            run.standardOutput.replacingOccurrences(of: #": About [^\n]*"#, with: "", options: .regularExpression) == """
                Drinks: 21 for 10 guests, 2 each
                  7 × Negroni
                  7 × Margarita
                  7 × Daiquiri

                Ingredients, in all
                  Gin: 205 ml
                  Campari: 205 ml
                  Sweet Vermouth: 205 ml
                  Tequila: 310 ml
                  Triple sec: 105 ml
                  Lime juice: 205 ml (7 limes)
                  Salt: as needed
                  Light rum: 310 ml
                  Lime: 3.5 pieces
                  Powdered sugar: 35 ml

                To buy (not in your bar)
                  Campari: 1 bottle of 750 ml
                  Sweet Vermouth: 1 bottle of 750 ml
                  Tequila: 1 bottle of 750 ml
                  Salt: as needed
                  Ice: about 4.9 kg

                """)
    }

    @Test("PA-2, PA-7: the JSON totals are the recipes' amounts times the counts, with the contract's members")
    func party_json() async throws {
        let run = await runDringo(
            ["party", "negroni", "margarita", "daiquiri", "--guests", "10", "--format", "json", "--batch"],
            catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any])
        let drinks = try #require(document["drinks"] as? [[String: Any]])
        #expect(drinks.map { $0["name"] as? String } == ["Negroni", "Margarita", "Daiquiri"])
        #expect(drinks.map { $0["count"] as? Int } == [7, 7, 7])
        #expect(drinks.map { $0["id"] as? Int } == [11003, 11007, 11006])
        #expect(drinks.allSatisfy { $0["source"] as? String == "thecocktaildb" })
        #expect((drinks.first?["strength"] as? [String: Any])?["method"] as? String == "built")
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        let gin = try #require(ingredients.first { $0["name"] as? String == "Gin" })
        #expect((gin["amount"] as? [String: Any])?["kind"] as? String == "volume")
        #expect((gin["amount"] as? [String: Any])?["ml"] as? Double == 207.01)
        #expect(gin["inBar"] as? Bool == true)
        #expect(gin["buy"] is NSNull)
        #expect(gin["shown"] as? String == "205 ml")
        let campari = try #require(ingredients.first { $0["name"] as? String == "Campari" })
        #expect(campari["inBar"] as? Bool == false)
        #expect(campari["buy"] as? [String: Int] == ["bottles": 1, "bottleML": 750])
        let lime = try #require(ingredients.first { $0["name"] as? String == "Lime" })
        #expect((lime["amount"] as? [String: Any])?["kind"] as? String == "count")
        #expect((lime["amount"] as? [String: Any])?["count"] as? Double == 3.5, "half a lime, seven times")
        #expect((document["ice"] as? [String: Double])?["kg"] == 4.9)
        let batches = try #require(document["batches"] as? [[String: Any]])
        #expect(batches.map { $0["name"] as? String } == ["Negroni"])
        #expect(!run.standardOutput.contains("nan") && !run.standardOutput.contains("inf"))
    }

    @Test("PA-6: --batch batches the Negroni with its water, and not the shaken citrus drinks")
    func party_batchesTheStirredDrink() async throws {
        let run = await runDringo(
            ["party", "negroni", "margarita", "daiquiri", "--guests", "10", "--batch"], catalogueStore: try await realSyncedCatalogue(),
            barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.hasSuffix(
                """

                Made ahead, to pour from the fridge
                  7 × Negroni: 205 ml Gin, 205 ml Campari, 205 ml Sweet Vermouth, 150 ml water

                """))
        let batches = try #require(run.standardOutput.components(separatedBy: "Made ahead, to pour from the fridge").last)
        #expect(!batches.contains("× Margarita"))
        #expect(!batches.contains("× Daiquiri"))
    }

    @Test("PA-1, PA-3: a fixed count stands and the others share the rest; --units oz shows ounces")
    func party_fixedCountAndUnits() async throws {
        let run = await runDringo(
            ["party", "negroni=6", "margarita", "--guests", "10", "--each", "1", "--units", "oz"],
            catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("  6 × Negroni"))
        #expect(run.standardOutput.contains("  4 × Margarita"))
        #expect(run.standardOutput.contains("  Gin: 6 oz\n"))
        #expect(run.standardOutput.contains("  Tequila: 6 oz\n"))
    }

    @Test("PA-8: --favourites plans the favourites, each once, a named one with its count")
    func party_favourites() async throws {
        let storage = InMemoryDocumentStorage()
        storage.place(
            InMemoryFavouritesStore([
                LocalFavourite(id: 11007, name: "Margarita", rating: 5, note: nil),
                LocalFavourite(id: 11003, name: "Negroni", rating: 4, note: nil),
            ]), named: "favourites.json")

        let run = await runDringo(
            ["party", "--favourites", "--guests", "4", "margarita=3"], catalogueStore: try await realSyncedCatalogue(), storage: storage)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Drinks: 8 for 4 guests, 2 each\n  3 × Margarita"))
        #expect(run.standardOutput.contains("  5 × Negroni"))
        #expect(run.standardOutput.components(separatedBy: "× Margarita").count == 2)
    }

    @Test("PA-8: --makeable plans what the bar makes")
    func party_makeable() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(["gin", "tonic water", "lime"])
        let makeable = await runDringo(["makeable"], catalogueStore: catalogue, barStore: barStore)
        let run = await runDringo(["party", "--makeable", "--format", "json"], catalogueStore: catalogue, barStore: barStore)

        #expect(run.exitCode == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any])
        let names = (document["drinks"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(Set(names ?? []) == Set(makeable.standardOutput.split(separator: "\n").map(String.init)))
        #expect((document["ingredients"] as? [[String: Any]])?.allSatisfy { $0["inBar"] as? Bool == true } == true)
    }

    @Test("PA-9: no drink, a count out of range or zero, and guests out of range are usage errors")
    func party_usageErrors() async {
        let none = await runDringo(["party"])
        let zero = await runDringo(["party", "negroni=0"])
        let word = await runDringo(["party", "negroni=two"])
        let tooMany = await runDringo(["party", "negroni=20001"])
        let guests = await runDringo(["party", "negroni", "--guests", "1001"])
        let each = await runDringo(["party", "negroni", "--each", "0"])

        for run in [none, zero, word, tooMany, guests, each] {
            #expect(run.exitCode == .usage)
            #expect(run.standardOutput == "")
            #expect(run.httpSettings == nil)
        }
        #expect(
            none.standardError
                == "'dringo party' needs at least one drink, such as 'dringo party negroni margarita --guests 10', or --favourites or --makeable.\n"
        )
        #expect(
            zero.standardError
                == "'negroni=0' does not give a count; write the drink, '=' and a whole number from 1 to 20000, such as 'negroni=6'.\n")
        #expect(guests.standardError == "'1001' is not a number of guests; use a whole number from 1 to 1000.\n")
    }

    @Test("PA-10: an unknown drink is exit 3, said as recipe says it, with the closest names")
    func party_unknownDrink() async throws {
        let run = await runDringo(["party", "negroni", "negorni"], catalogueStore: try await realSyncedCatalogue())
        let recipe = await runDringo(["recipe", "negorni"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .notFound)
        #expect(run.standardOutput == "")
        #expect(run.standardError == recipe.standardError)
    }

    @Test("PA-10: --favourites with no favourites and no drink named is exit 3")
    func party_nothingToPlan() async throws {
        let run = await runDringo(["party", "--favourites"], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .notFound)
        #expect(run.standardError == "There is no drink to plan: name one, such as 'dringo party negroni --guests 10'.\n")
    }

    @Test("PA-11: the plan speaks the language asked for")
    func party_inGerman() async throws {
        let run = await runDringo(
            ["--lang", "de", "party", "negroni", "margarita", "--guests", "10", "--batch"], catalogueStore: try await realSyncedCatalogue(),
            barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Drinks: 20 für 10 Gäste, je 2\n"))
        #expect(run.standardOutput.contains("  Limettensaft") || run.standardOutput.contains("  Lime juice: 295 ml (10 Limetten)"))
        #expect(run.standardOutput.contains("Einzukaufen (nicht in deiner Bar)"))
        #expect(run.standardOutput.contains("Eis: etwa "))
        #expect(run.standardOutput.contains(" ml Wasser"))
    }
}
