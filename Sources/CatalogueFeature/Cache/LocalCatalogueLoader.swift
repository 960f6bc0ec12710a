import Foundation

/// The cache use cases: save, load and validate the catalogue.
public final class LocalCatalogueLoader: Sendable {
    private let store: any CatalogueStore
    private let currentDate: @Sendable () -> Date

    public init(store: any CatalogueStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }
}

extension LocalCatalogueLoader {
    /// Replaces the saved catalogue: delete the old one, then insert the drinks with the current date.
    public func save(_ drinks: [Drink]) async throws {
        try await store.deleteCachedCatalogue()
        try await store.insert(drinks.toLocal(), timestamp: currentDate())
    }
}

extension LocalCatalogueLoader {
    /// The saved drinks, or none when nothing is saved or it has expired.
    public func load() async throws -> [Drink] {
        try await loadValidCatalogue()?.drinks ?? []
    }

    /// The saved drinks with their save date, or nil when nothing is saved or it has expired.
    public func loadValidCatalogue() async throws -> (drinks: [Drink], timestamp: Date)? {
        guard let cache = try await store.retrieve(),
            CatalogueCachePolicy.validate(cache.timestamp, against: currentDate())
        else { return nil }
        return (cache.drinks.toModels(), cache.timestamp)
    }
}

extension LocalCatalogueLoader {
    /// What validation found and did.
    public enum ValidationOutcome: Sendable, Equatable {
        case empty
        case valid
        case deletedExpired
        case deletedUnreadable
    }

    /// Deletes a catalogue that cannot be read or has expired. A cancelled retrieval says
    /// nothing about the catalogue, so it is rethrown and the catalogue is kept.
    @discardableResult
    public func validateCache() async throws -> ValidationOutcome {
        let cache: CachedCatalogue?
        do {
            cache = try await store.retrieve()
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            try await store.deleteCachedCatalogue()
            return .deletedUnreadable
        }
        guard let cache else { return .empty }
        guard CatalogueCachePolicy.validate(cache.timestamp, against: currentDate()) else {
            try await store.deleteCachedCatalogue()
            return .deletedExpired
        }
        return .valid
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
                ingredients: drink.ingredients.map { LocalDrinkIngredient(name: $0.name, measure: $0.measure) },
                imageURLText: drink.imageURLText
            )
        }
    }
}

private extension Array where Element == LocalDrink {
    /// A translation in a language the domain does not know is left out.
    func toModels() -> [Drink] {
        map { drink in
            Drink(
                id: drink.id,
                name: drink.name,
                category: drink.category,
                alcoholic: drink.alcoholic,
                glass: drink.glass,
                instructions: drink.instructions,
                translatedInstructions: Dictionary(
                    uniqueKeysWithValues: drink.translatedInstructions.compactMap { code, text in
                        InstructionsLanguage(rawValue: code).map { ($0, text) }
                    }),
                ingredients: drink.ingredients.map { DrinkIngredient(name: $0.name, measure: $0.measure) },
                imageURLText: drink.imageURLText
            )
        }
    }
}
