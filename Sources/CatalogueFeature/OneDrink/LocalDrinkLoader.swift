import Foundation
import NameMatching
import StoreCore

/// The questions about one drink of the saved catalogue (`recipe`, `fav add`, `random`), answered by the
/// catalogue's own 7-day rule from its index and the one drink the answer names, so that the other drinks
/// are never decoded. The answers are those of `CatalogueQuery` over the whole catalogue.
///
/// A drink that does not fit its entry (a file changed by hand) leaves the question to the whole
/// catalogue, read through its own loader, so that no drink is ever given for another's entry.
public final class LocalDrinkLoader: Sendable {
    private let directory: LocalResourceReader<LocalDrinkDirectory, LocalDrinkDirectory>
    private let catalogue: LocalCatalogueLoader

    public init(reader: any CatalogueDrinkReader, catalogue: LocalCatalogueLoader, currentDate: @escaping @Sendable () -> Date) {
        self.directory = LocalResourceReader(reader: reader, policy: .sevenDays, currentDate: currentDate, toModel: { $0 })
        self.catalogue = catalogue
    }

    /// The drink `query` means, resolved as `CatalogueQuery.resolve` resolves it; nil when no catalogue
    /// is saved, it has expired, or it holds no drinks.
    public func resolve(_ query: CocktailQuery) async throws -> DrinkResolution? {
        guard let saved = try await savedDirectory() else { return nil }
        let resolution = CatalogueQuery.resolve(
            query, in: Array(saved.entries.indices), id: { saved.entries[$0].id }, name: { saved.entries[$0].name })
        if let answer = saved.drinks(of: resolution) { return answer }
        return try await wholeCatalogue().map { CatalogueQuery.resolve(query, in: $0) }
    }

    /// One drink picked uniformly from `generator`, as `CatalogueQuery.random` picks it; nil when no
    /// catalogue is saved, it has expired, or it holds no drinks.
    public func random(using generator: inout some RandomNumberGenerator) async throws -> Drink? {
        guard let saved = try await savedDirectory(), let position = saved.entries.indices.randomElement(using: &generator) else {
            return nil
        }
        if let drink = saved.drink(at: position) { return drink.model }
        guard let drinks = try await wholeCatalogue() else { return nil }
        return CatalogueQuery.random(in: drinks, using: &generator)
    }

    /// One drink picked uniformly from `generator` among those the filter keeps, as `CatalogueQuery.random(in:matching:using:)`
    /// picks it; nil when no catalogue is saved, it has expired, or it holds no drinks.
    /// - Parameter makeFilter: the filter, made from the saved entries once they are read, such as a category checked
    ///   against those the catalogue has; what it throws is thrown.
    public func random(
        matching makeFilter: ([IndexedDrink]) throws -> DrinkFilter, using generator: inout some RandomNumberGenerator
    ) async throws -> FilteredPick? {
        guard let saved = try await savedDirectory() else { return nil }
        guard let entries = saved.indexedEntries() else {
            guard let drinks = try await wholeCatalogue() else { return nil }
            return CatalogueQuery.random(in: drinks, matching: try makeFilter(drinks.map(IndexedDrink.init)), using: &generator)
        }
        let filter = try makeFilter(entries)
        let kept = CatalogueQuery.filter(Array(entries.indices), by: filter, entry: { entries[$0] })
        guard let position = kept.randomElement(using: &generator) else { return .noneMatched }
        if let drink = saved.drink(at: position) { return .picked(drink.model) }
        guard let drinks = try await wholeCatalogue() else { return nil }
        return CatalogueQuery.random(in: drinks, matching: filter, using: &generator)
    }

    private func savedDirectory() async throws -> LocalDrinkDirectory? {
        guard let saved = try await directory.loadValid()?.resource, !saved.entries.isEmpty else { return nil }
        return saved
    }

    private func wholeCatalogue() async throws -> [Drink]? {
        guard let drinks = try await catalogue.loadValidCatalogue()?.drinks, !drinks.isEmpty else { return nil }
        return drinks
    }
}

extension LocalDrinkLoader {
    /// Tells and judges the saved catalogue by what this loader read: see `LocalResourceReader.validateCache()`.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await directory.validateCache()
    }
}

private extension LocalDrinkDirectory {
    /// The drinks a resolution over positions names, each read alone; nil when one does not fit its entry.
    func drinks(of resolution: NameResolution<Int>) -> DrinkResolution? {
        switch resolution {
        case let .found(position):
            return drink(at: position).map { .found($0.model) }
        case let .ambiguous(positions):
            var candidates: [Drink] = []
            for position in positions {
                guard let drink = drink(at: position) else { return nil }
                candidates.append(drink.model)
            }
            return .ambiguous(candidates: candidates)
        case .notFound:
            return .notFound
        }
    }
}
