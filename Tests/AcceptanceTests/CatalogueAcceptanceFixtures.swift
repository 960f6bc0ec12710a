import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport

/// The catalogue's letter routes, built from recorded drinks, and a catalogue saved through `dringo sync`.
enum CatalogueRoute {
    static let prefix = "/api/json/v1/1/"
    /// The recorded bodies whose drinks make the catalogue: Margarita twice, to prove each id is kept once.
    static let fixtures = [
        "search-margarita.json", "lookup-11007-margarita.json", "search-gin-empty-string-slots.json",
        "random-178319-aquamarine.json", "lookup-11008-manhattan.json",
    ]
    /// How many different drinks `fixtures` hold.
    static let drinkCount = 25

    /// One `search.php?f=X` route for each of the 36 letters, answering the recorded drinks (and
    /// `extraDrinks`) whose name starts with it, in the API's envelope; a letter with none answers `null`.
    static func letters(adding extraDrinks: [[String: Any]] = []) throws -> [String: (status: Int, body: Data)] {
        var drinksByLetter: [Character: [[String: Any]]] = [:]
        for drink in try recordedDrinks() + extraDrinks {
            guard let first = (drink["strDrink"] as? String)?.lowercased().first else { continue }
            drinksByLetter[first, default: []].append(drink)
        }
        var routes: [String: (status: Int, body: Data)] = [:]
        for letter in "abcdefghijklmnopqrstuvwxyz0123456789" {
            let drinks: Any = drinksByLetter[letter] ?? NSNull()
            routes[Self.letter(letter)] = (200, try jsonData(["drinks": drinks]))
        }
        return routes
    }

    static func letter(_ letter: Character) -> String {
        "\(prefix)search.php?f=\(letter)"
    }

    static func recordedDrinks() throws -> [[String: Any]] {
        try fixtures.flatMap { name -> [[String: Any]] in
            let object = try JSONSerialization.jsonObject(with: try Fixtures.data(name)) as? [String: Any]
            return object?["drinks"] as? [[String: Any]] ?? []
        }
    }
}

/// A store holding the recorded catalogue, saved by `dringo sync` at `savedAt`.
func syncedCatalogue(savedAt: Date = acceptanceNow, adding extraDrinks: [[String: Any]] = []) async throws -> InMemoryCatalogueStore {
    let store = InMemoryCatalogueStore()
    let run = await runDringo(
        ["sync"], http: HTTPClientStub.online(try CatalogueRoute.letters(adding: extraDrinks)), catalogueStore: store, now: savedAt)
    guard run.exitCode == .success else { throw SyncFailed(standardError: run.standardError) }
    return store
}

struct SyncFailed: Error {
    let standardError: String
}

func cachedCatalogue(names: [String], savedAt: Date) -> CachedCatalogue {
    CachedCatalogue(
        drinks: names.enumerated().map { index, name in
            LocalDrink(
                id: 17_000 + index, name: name, category: "Cocktail", alcoholic: "Alcoholic", glass: "Old-fashioned glass",
                instructions: "Stir.", translatedInstructions: ["it": "Mescolare."],
                ingredients: [LocalDrinkIngredient(name: "Gin", measure: "3 cl")], imageURLText: nil)
        },
        timestamp: savedAt)
}
