import Foundation
import StoreCore

/// The cache use cases of the cocktail list: save, load, validate, tell and clear it, by the 7-day rule.
public typealias LocalFeedLoader = LocalResourceLoader<[CocktailItem], [LocalCocktailItem]>

extension LocalResourceLoader where Model == [CocktailItem], Local == [LocalCocktailItem] {
    public convenience init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.init(store: store, policy: .sevenDays, currentDate: currentDate, toLocal: { $0.toLocal() }, toModel: { $0.toModels() })
    }
}

extension LocalResourceLoader: FeedLoader where Model == [CocktailItem] {
    /// The cached items, or none when the cache is empty or expired.
    public func load() async throws -> [CocktailItem] {
        try await loadValid()?.resource ?? []
    }
}

private extension Array where Element == CocktailItem {
    func toLocal() -> [LocalCocktailItem] {
        map { LocalCocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURLText: $0.imageURLText) }
    }
}

private extension Array where Element == LocalCocktailItem {
    func toModels() -> [CocktailItem] {
        map { CocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURLText: $0.imageURLText) }
    }
}
