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

/// The same under a production key's prefix, which no cap limits.
func productionAPIURL(_ scriptAndQuery: String) -> URL {
    apiURL(scriptAndQuery, prefix: "https://www.thecocktaildb.com/api/json/v2/demo-key/")
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

/// The values of a `list.php` body's items, each under `member`, in order; empty for `drinks: null`.
func listedValues(in data: Data, member: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try (drinkObjects(in: data, sourceLocation: sourceLocation) ?? []).map { item in
        #expect(item.count == 1, "a list item holds its value only: \(item)", sourceLocation: sourceLocation)
        return try #require(item[member] as? String, sourceLocation: sourceLocation)
    }
}
