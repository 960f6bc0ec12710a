import CatalogueFeature
import Foundation
import Testing

/// What one catalogue retrieve delivered, so outcomes compare with `==` whatever the error.
enum CatalogueRetrievalOutcome: Equatable {
    case empty
    case found(CachedCatalogue)
    case failure
}

func retrievalOutcome(of sut: any CatalogueStore) async -> CatalogueRetrievalOutcome {
    do {
        return try await sut.retrieve().map(CatalogueRetrievalOutcome.found) ?? .empty
    } catch {
        return .failure
    }
}

func expect(
    _ sut: any CatalogueStore, toRetrieve expected: CatalogueRetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let outcome = await retrievalOutcome(of: sut)
    #expect(outcome == expected, sourceLocation: sourceLocation)
}

func expect(
    _ sut: any CatalogueStore, toRetrieveTwice expected: CatalogueRetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
}

/// The error the insert threw, or nil when it succeeded.
@discardableResult
func insert(_ catalogue: CachedCatalogue, into sut: any CatalogueStore) async -> (any Error)? {
    do {
        try await sut.insert(catalogue.drinks, timestamp: catalogue.timestamp)
        return nil
    } catch {
        return error
    }
}

/// The error the delete threw, or nil when it succeeded.
@discardableResult
func deleteCatalogue(from sut: any CatalogueStore) async -> (any Error)? {
    do {
        try await sut.deleteCachedCatalogue()
        return nil
    } catch {
        return error
    }
}

/// A catalogue no other test uses, with drinks that exercise both the present and the missing optionals.
func uniqueCatalogue(timestamp: Date = Date()) -> CachedCatalogue {
    CachedCatalogue(drinks: [uniqueDrink(), uniqueDrinkWithoutOptionals()], timestamp: timestamp)
}

func uniqueDrink() -> LocalDrink {
    let id = Int.random(in: 1...Int.max)
    return LocalDrink(
        id: id,
        name: "Cocktail \(id)",
        category: "Ordinary Drink",
        alcoholic: "Alcoholic",
        glass: "Highball glass",
        instructions: "Shake with ice \(id)",
        translatedInstructions: ["it": "Agitare con ghiaccio \(id)", "de": "Mit Eis schütteln"],
        ingredients: [LocalDrinkIngredient(name: "Gin", measure: "4 cl"), LocalDrinkIngredient(name: "Tonic", measure: nil)],
        imageURLText: "https://images.example/drink/\(id).jpg"
    )
}

private func uniqueDrinkWithoutOptionals() -> LocalDrink {
    let id = Int.random(in: 1...Int.max)
    return LocalDrink(
        id: id, name: "Cocktail \(id)", category: nil, alcoholic: nil, glass: nil, instructions: nil, translatedInstructions: [:],
        ingredients: [], imageURLText: nil)
}
