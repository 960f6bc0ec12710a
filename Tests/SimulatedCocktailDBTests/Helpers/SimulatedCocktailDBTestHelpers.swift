import CocktailDBAPI
import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

/// TheCocktailDB's own origin, under the free key and under a production key.
let freeKeyEndpoint = CocktailDBEndpoint(baseURL: URL(string: "https://www.thecocktaildb.com")!, key: .freeTest)
let productionKeyEndpoint = CocktailDBEndpoint(baseURL: URL(string: "https://www.thecocktaildb.com")!, key: APIKey("demo-key"))

/// A URL under the free key's prefix, such as `apiURL("search.php?s=gin")`.
func apiURL(_ scriptAndQuery: String, prefix: String = "https://www.thecocktaildb.com/api/json/v1/1/") -> URL {
    URL(string: prefix + scriptAndQuery)!
}

func makeSUT(
    seed: UInt64 = 1,
    maxResponseBytes: Int = SimulatedCocktailDB.defaultMaxResponseBytes,
    tracker: LeakTracker,
    fileID: String = #fileID,
    line: Int = #line
) -> SimulatedCocktailDB {
    let sut = SimulatedCocktailDB(maxResponseBytes: maxResponseBytes, randomNumberGenerator: SplitMix64(seed: seed))
    tracker.track(sut, fileID: fileID, line: line)
    return sut
}

/// The objects of a body's `drinks` member, or nil when it is `null`.
func drinkObjects(in data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]]? {
    let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    let drinks = try #require(envelope["drinks"], "the body should have a drinks member", sourceLocation: sourceLocation)
    if drinks is NSNull { return nil }
    return try #require(drinks as? [[String: Any]], "drinks should be a list of objects", sourceLocation: sourceLocation)
}

/// The `idDrink` of each drink of a body, in order; empty for `drinks: null`.
func drinkIDs(in data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try (drinkObjects(in: data, sourceLocation: sourceLocation) ?? []).map {
        try #require($0["idDrink"] as? String, sourceLocation: sourceLocation)
    }
}

func drinkNames(in data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try (drinkObjects(in: data, sourceLocation: sourceLocation) ?? []).map {
        try #require($0["strDrink"] as? String, sourceLocation: sourceLocation)
    }
}

/// What the recordings in `Tests/Fixtures/thecocktaildb` hold, read on their own, for the answers to be held to.
enum Recorded {
    /// Every recorded full drink (one with ingredient slots), keyed by id: each version recorded of it.
    static func fullDrinks() throws -> [String: [NSDictionary]] {
        var drinks: [String: [NSDictionary]] = [:]
        for name in try fullDrinkFixtureNames() {
            for object in try drinkObjects(in: Fixtures.data(name)) ?? [] {
                let id = try #require(object["idDrink"] as? String)
                drinks[id, default: []].append(object as NSDictionary)
            }
        }
        return drinks
    }

    static func fullDrinkIDs() throws -> Set<String> {
        Set(try fullDrinks().keys)
    }

    /// Every `strDrinkThumb` of every recorded drink, feed included.
    static func imageURLs() throws -> [URL] {
        let names = try fullDrinkFixtureNames() + ["filter-category-cocktail.json"]
        return try names.flatMap { name in
            try (drinkObjects(in: Fixtures.data(name)) ?? []).compactMap { ($0["strDrinkThumb"] as? String).flatMap(URL.init(string:)) }
        }
    }

    private static func fullDrinkFixtureNames() throws -> [String] {
        try ["search-", "lookup-", "random-", "latest-"].flatMap { try Fixtures.names(withPrefix: $0) }.filter { name in
            let body = try JSONSerialization.jsonObject(with: Fixtures.data(name)) as? [String: Any]
            let drinks = body?["drinks"] as? [[String: Any]] ?? []
            return drinks.contains { $0["strIngredient1"] != nil }
        }
    }
}
