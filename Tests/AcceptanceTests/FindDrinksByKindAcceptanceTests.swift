import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// `search` and `random` by what is in the drink and by kind, over the whole real catalogue, each answer checked
/// against one worked out from the recorded letter files themselves.
struct FindDrinksByKindAcceptanceTests {
    @Test("FK-2: search --ingredient campari --strict lists exactly the 11 drinks with Campari, by name, from the index alone")
    func strictIngredient_listsTheElevenCampariDrinks() async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["search", "--ingredient", "CAMPARI", "--strict"], catalogueStore: store)
        let json = await runDringo(["search", "--ingredient", "campari", "--strict", "--format", "json"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput.split(separator: "\n") == [
                "Americano", "Autumn Garibaldi", "Boulevardier", "Campari Beer", "Garibaldi Negroni", "Negroni", "Old Pal", "Spritz",
                "The Galah", "The Strange Weaver", "Winter Rita",
            ])
        #expect(try searchedIDs(json) == RawCatalogue.ids { $0.ingredients.contains("campari") })
        #expect(run.httpSettings == nil, "a filtered search answered from the catalogue makes no HTTP client")
    }

    @Test("FK-1: search --ingredient rum lists every drink with any kind of rum, and nothing else")
    func ingredientWithKnowledge_findsEveryKindOfRum() async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["search", "--ingredient", "rum", "--format", "json"], catalogueStore: store)

        // Every rum the catalogue names ends in the word, but one flavoured rum; Rumple Minze is a schnapps.
        let isRum = { (name: String) in name == "rum" || name.hasSuffix(" rum") || name == "bacardi limon" }
        let expected = RawCatalogue.ids { $0.ingredients.contains(where: isRum) }
        #expect(run.exitCode == .success)
        #expect(try searchedIDs(run) == expected)
        #expect(expected.count > 100)
        #expect(RawCatalogue.ids { $0.ingredients.contains("151 proof rum") }.isSubset(of: expected))
    }

    @Test("FK-1: a fruit finds its juice and peel, and a generic its brands")
    func ingredientWithKnowledge_findsFormsAndBrands() async throws {
        let store = try await realSyncedCatalogue()

        let lime = await runDringo(["search", "--ingredient", "lime", "--format", "json"], catalogueStore: store)
        let vodka = await runDringo(["search", "--ingredient", "Vodka", "--format", "json"], catalogueStore: store)

        let limeForms: Set = ["lime", "lime juice", "fresh lime juice", "lime peel", "lime zest", "lime wedge", "lime slice"]
        #expect(try searchedIDs(lime) == RawCatalogue.ids { !limeForms.isDisjoint(with: $0.ingredients) })
        #expect(try searchedIDs(vodka).isSuperset(of: RawCatalogue.ids { $0.ingredients.contains("absolut citron") }))
        #expect(try searchedIDs(vodka).isSuperset(of: RawCatalogue.ids { $0.ingredients.contains("absolut vodka") }))
    }

    @Test(
        "FK-3, FK-4: category, glass, alcoholic and IBA filters agree with the raw catalogue, alone and combined",
        arguments: [
            (["--category", "shot"], RawFilter(category: "shot")),
            (["--category", "ORDINARY DRINK"], RawFilter(category: "ordinary drink")),
            (["--glass", "collins glass"], RawFilter(glass: "collins glass")),
            (["--alcoholic", "no"], RawFilter(alcoholic: "non alcoholic")),
            (["--alcoholic", "optional"], RawFilter(alcoholic: "optional alcohol")),
            (["--iba"], RawFilter(iba: true)),
            (
                ["--category", "Cocktail", "--alcoholic", "yes", "--iba"],
                RawFilter(category: "cocktail", alcoholic: "alcoholic", iba: true)
            ),
            (["--glass", "Highball Glass", "--ingredient", "gin", "--strict"], RawFilter(glass: "highball glass", ingredient: "gin")),
            (["gin", "--category", "ordinary drink"], RawFilter(category: "ordinary drink", nameHolding: "gin")),
        ])
    func kindFilters_agreeWithRawCatalogue(filters: [String], raw: RawFilter) async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["search"] + filters + ["--format", "json"], catalogueStore: store)

        let expected = RawCatalogue.ids(where: raw.keeps)
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(!expected.isEmpty)
        #expect(try searchedIDs(run) == expected, "\(filters)")
    }

    @Test("FK-4: several ingredients must each find one of the drink's, and the list is sorted by name")
    func severalIngredients_allMustHold_sortedByName() async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["search", "--ingredient", "gin", "--ingredient", "campari", "--strict"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Garibaldi Negroni\nNegroni\nThe Strange Weaver\n")
    }

    @Test(
        "FK-5, DY-11: an unknown category or glass is a usage error naming the closest values; an unknown ingredient says so, with the nearest"
    )
    func unknownValues_areUsageErrors() async throws {
        let store = try await realSyncedCatalogue()

        let category = await runDringo(["search", "--category", "shots"], catalogueStore: store)
        let glass = await runDringo(["random", "--glass", "colins glass"], catalogueStore: store)
        let ingredient = await runDringo(["search", "--ingredient", "unicorn tears"], catalogueStore: store)
        let mistyped = await runDringo(["search", "--ingredient", "gni"], catalogueStore: store)
        let italian = await runDringo(["search", "--category", "shots", "--lang", "it"], catalogueStore: store)

        #expect(category.exitCode == .usage)
        #expect(category.standardOutput == "")
        #expect(category.standardError == "No drink in the catalogue is of the category 'shots'. The closest: 'Shot'.\n")
        #expect(glass.exitCode == .usage)
        #expect(glass.standardError == "No drink in the catalogue is served in the glass 'colins glass'. The closest: 'Collins Glass'.\n")
        #expect(ingredient.exitCode == .usage)
        #expect(ingredient.standardError == "No drink in the catalogue uses an ingredient called 'unicorn tears'.\n")
        #expect(mistyped.exitCode == .usage)
        #expect(mistyped.standardError == "No drink in the catalogue uses an ingredient called 'gni'. Did you mean 'Gin'?\n")
        #expect(italian.standardError == "Nessun drink del catalogo è della categoria «shots». Il più vicino: «Shot».\n")
    }

    @Test("FK-4: known values that never meet list nothing, exit 0, with a note")
    func knownValuesThatNeverMeet_listNothing() async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["search", "--category", "cocoa", "--iba"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "No drink matches every filter.\n")
    }

    @Test("FK-6: search with neither a text nor a filter is a usage error")
    func searchWithNothing_isUsageError() async throws {
        let run = await runDringo(["search"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError.contains("Give some text to search for, or a filter"))
        #expect(run.httpSettings == nil)
    }

    @Test("FK-7: without a saved catalogue, a filter syncs first, says so, then answers from what it saved")
    func filterWithoutCatalogue_syncsFirst() async throws {
        let store = InMemoryCatalogueStore()

        let run = await runDringo(
            ["search", "--ingredient", "campari", "--strict"], http: HTTPClientStub(try CappedCocktailDB.realCatalogue().answer),
            catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.split(separator: "\n").count == 11)
        #expect(run.standardError.hasPrefix("No catalogue saved in the last 7 days; downloading it first"))
        #expect(try await store.retrieve()?.resource.count == 636)
    }

    @Test("FK-7: a filter whose sync fails exits 1, the sync's own message said")
    func filterWhoseSyncFails_exitsOne() async throws {
        let run = await runDringo(["random", "--iba"])

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("Could not reach TheCocktailDB"))
    }

    @Test("FK-8: random --category shot is always a shot, picked among the shots with the injected generator")
    func randomWithCategory_isAlwaysAShot() async throws {
        let store = try await realSyncedCatalogue()
        let shots = RawCatalogue.ids { $0.category == "shot" }

        for seed: UInt64 in 1...8 {
            let run = await runDringo(["random", "--category", "shot", "--format", "json"], catalogueStore: store, randomSeed: seed)

            #expect(run.exitCode == .success)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let cocktail = try #require(document["cocktail"] as? [String: Any])
            #expect(cocktail["category"] as? String == "Shot")
            #expect(shots.contains(try #require(cocktail["id"] as? Int)))
        }
    }

    @Test("FK-8: random with filters that keep no drink exits 3 with one sentence")
    func randomKeepingNothing_exitsThree() async throws {
        let store = try await realSyncedCatalogue()

        let run = await runDringo(["random", "--category", "cocoa", "--iba"], catalogueStore: store)

        #expect(run.exitCode == .notFound)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "No drink matches every filter.\n")
    }

    @Test("FK-9: recipe shows the IBA list and the tags, and its JSON's cocktail has them")
    func recipe_showsIBAAndTags() async throws {
        let store = try await realSyncedCatalogue()

        let text = await runDringo(["recipe", "negroni"], catalogueStore: store)
        let json = await runDringo(["recipe", "negroni", "--format", "json"], catalogueStore: store)
        let plain = await runDringo(["recipe", "campari beer", "--format", "json"], catalogueStore: store)

        #expect(text.standardOutput.contains("\nIBA official cocktail: Unforgettables · Tags: IBA, Classic\n"), "\(text.standardOutput)")
        #expect(json.standardOutput.contains(#""iba":"Unforgettables","tags":["IBA","Classic"],"source":"thecocktaildb"},"ingredients""#))
        #expect(plain.standardOutput.contains(#""iba":null,"tags":[],"source":"thecocktaildb"},"ingredients""#))
    }
}

/// The search's JSON items' ids.
private func searchedIDs(_ run: DringoRun, sourceLocation: SourceLocation = #_sourceLocation) throws -> Set<Int> {
    let document = try #require(
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], sourceLocation: sourceLocation)
    let items = try #require(document["items"] as? [[String: Any]], sourceLocation: sourceLocation)
    return Set(items.compactMap { $0["id"] as? Int })
}

/// What a filter keeps, said of the raw drinks: each field given must equal the drink's, lower-cased.
struct RawFilter: Sendable {
    var category: String?
    var glass: String?
    var alcoholic: String?
    var iba = false
    var ingredient: String?
    var nameHolding: String?

    func keeps(_ drink: RawDrink) -> Bool {
        (category.map { $0 == drink.category } ?? true) && (glass.map { $0 == drink.glass } ?? true)
            && (alcoholic.map { $0 == drink.alcoholic } ?? true) && (!iba || drink.iba != nil)
            && (ingredient.map { drink.ingredients.contains($0) } ?? true) && (nameHolding.map { drink.name.contains($0) } ?? true)
    }
}

/// A recorded drink as plain lower-cased texts, read straight from the letter files, not through dringo's mapper.
struct RawDrink: Sendable {
    let id: Int
    let name: String
    let category: String?
    let glass: String?
    let alcoholic: String?
    let iba: String?
    let ingredients: Set<String>
}

/// The real catalogue's drinks as the letter files record them, each once.
enum RawCatalogue {
    static func ids(where keeps: (RawDrink) -> Bool) -> Set<Int> {
        Set(drinks.filter(keeps).map(\.id))
    }

    private static let drinks: [RawDrink] = {
        let letters = (try? CappedCocktailDB.realCatalogueLetters()) ?? [:]
        let text = { (value: Any?) -> String? in
            guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), !text.isEmpty else {
                return nil
            }
            return text
        }
        var seen = Set<Int>()
        return letters.values.flatMap { $0 }.compactMap { fields in
            guard let id = (fields["idDrink"] as? String).flatMap({ Int($0) }), seen.insert(id).inserted else { return nil }
            return RawDrink(
                id: id, name: text(fields["strDrink"]) ?? "", category: text(fields["strCategory"]), glass: text(fields["strGlass"]),
                alcoholic: text(fields["strAlcoholic"]), iba: text(fields["strIBA"]),
                ingredients: Set((1...15).compactMap { text(fields["strIngredient\($0)"]) }))
        }
    }()
}

struct FindDrinksByKindCompletionsAcceptanceTests {
    @Test("FK-11: completions offer the saved catalogue's categories and glasses, else TheCocktailDB's known ones")
    func completions_offerTheSavedCataloguesKinds() async throws {
        let store = InMemoryCatalogueStore(
            CachedCatalogue(
                drinks: [
                    LocalDrink(
                        id: 1, name: "Zombie", category: "Tiki Drink", alcoholic: "Alcoholic", glass: "Tiki mug", instructions: nil,
                        translatedInstructions: [:], ingredients: [], imageURLText: nil)
                ], timestamp: acceptanceNow))

        let saved = await runDringo(["completions", "bash"], catalogueStore: store)
        let known = await runDringo(["completions", "zsh"])

        #expect(saved.exitCode == .success)
        #expect(saved.standardOutput.contains("$'Tiki mug'"), "\(saved.standardOutput)")
        #expect(saved.standardOutput.contains("$'Tiki Drink'"))
        #expect(!saved.standardOutput.contains("Collins Glass"))
        #expect(known.standardOutput.contains(#"Collins\ Glass"#))
        #expect(known.standardOutput.contains(#"Coffee\ /\ Tea"#))
    }

    @Test("FK-5, FK-11: the known categories and glasses are those of TheCocktailDB's whole catalogue")
    func knownKinds_areTheRealCataloguesKinds() async throws {
        let store = try await realSyncedCatalogue()
        let drinks = try #require(try await store.retrieve()).resource

        #expect(CatalogueKinds(drinks.map { LocalIndexedDrink($0) }) == CatalogueKinds.known)
    }
}
