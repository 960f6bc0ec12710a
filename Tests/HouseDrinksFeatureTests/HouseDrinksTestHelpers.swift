import Foundation
import HouseDrinksFeature
import Measures
import TestSupport

typealias HouseDrinksStoreSpy = RecordingDocumentStoreSpy<[HouseDrink]>

/// A reading of ingredient lines that splits off a leading number and one unit word, enough to test the formats
/// without the measure reader: "45 ml Gin" is "45 ml" and "Gin"; "Top up Soda" is "Top up" and "Soda".
let simpleLines = IngredientLineReading { line in
    let words = line.split(separator: " ").map(String.init)
    if line.hasPrefix("Top up ") { return .init(measure: "Top up", name: String(line.dropFirst(7))) }
    guard let first = words.first, let number = Double(first.replacingOccurrences(of: "/", with: "")) else {
        return .init(measure: nil, name: line)
    }
    guard number >= 0, number < 10_000 else { return .init(measure: nil, name: line, isAbsurd: true) }
    guard words.count > 2 else { return .init(measure: first, name: words.dropFirst().joined(separator: " ")) }
    return .init(measure: "\(words[0]) \(words[1])", name: words.dropFirst(2).joined(separator: " "))
}

func recipes(_ text: String) throws -> [HouseRecipe] {
    try DrinkFile.recipes(in: Data(text.utf8), lines: simpleLines)
}

func refusal(_ text: String) -> DrinkFileError? {
    refusal(Data(text.utf8))
}

func refusal(_ data: Data) -> DrinkFileError? {
    do {
        _ = try DrinkFile.recipes(in: data, lines: simpleLines)
        return nil
    } catch {
        return error
    }
}

func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/yours/\(name)"))
}

func recipe(_ name: String, _ ingredients: [HouseIngredient] = [HouseIngredient(name: "Gin", measure: "45 ml")]) -> HouseRecipe {
    HouseRecipe(name: name, ingredients: ingredients)
}
