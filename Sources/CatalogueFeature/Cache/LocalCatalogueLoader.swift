import Foundation
import StoreCore

/// The cache use cases of the catalogue: save, load, validate, tell and clear it, by the feed's 7-day rule.
public typealias LocalCatalogueLoader = LocalResourceLoader<[Drink], [LocalDrink]>

extension LocalResourceLoader where Model == [Drink], Local == [LocalDrink] {
    public convenience init(store: any CatalogueStore, currentDate: @escaping @Sendable () -> Date) {
        self.init(store: store, policy: .sevenDays, currentDate: currentDate, toLocal: { $0.toLocal() }, toModel: { $0.toModels() })
    }

    /// The saved drinks, or none when nothing is saved or it has expired.
    public func load() async throws -> [Drink] {
        try await loadValid()?.resource ?? []
    }

    /// The saved drinks with their save date, or nil when nothing is saved or it has expired.
    public func loadValidCatalogue() async throws -> (drinks: [Drink], timestamp: Date)? {
        try await loadValid().map { ($0.resource, $0.timestamp) }
    }
}

private extension Array where Element == Drink {
    func toLocal() -> [LocalDrink] {
        map { drink in
            LocalDrink(
                id: drink.id,
                name: drink.name,
                category: drink.category,
                alcoholic: drink.alcoholic,
                glass: drink.glass,
                instructions: drink.instructions,
                translatedInstructions: Dictionary(uniqueKeysWithValues: drink.translatedInstructions.map { ($0.key.rawValue, $0.value) }),
                ingredients: drink.ingredients,
                imageURLText: drink.imageURLText,
                iba: drink.iba,
                tags: drink.tags
            )
        }
    }
}

private extension Array where Element == LocalDrink {
    func toModels() -> [Drink] {
        map(\.model)
    }
}

extension LocalDrink {
    /// The domain's drink; a translation in a language the domain does not know is left out.
    var model: Drink {
        Drink(
            id: id,
            name: name,
            category: category,
            alcoholic: alcoholic,
            glass: glass,
            instructions: instructions,
            translatedInstructions: Dictionary(
                uniqueKeysWithValues: translatedInstructions.compactMap { code, text in
                    InstructionsLanguage(rawValue: code).map { ($0, text) }
                }),
            ingredients: ingredients,
            imageURLText: imageURLText,
            iba: iba,
            tags: tags
        )
    }
}
