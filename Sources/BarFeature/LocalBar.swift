/// The bar use cases: add, remove, list and clear. Each delivers the bar after the change, sorted.
///
/// Every change reads the bar first, so a bar that cannot be read fails the change with the
/// store's error before anything is written: the user's list is never silently lost.
public final class LocalBar: Sendable {
    private let store: any BarStore

    public init(store: any BarStore) {
        self.store = store
    }
}

extension LocalBar {
    /// Adds the named ingredients. One already in the bar keeps its first spelling; blank names are ignored.
    public func add(_ names: [String]) async throws -> [BarIngredient] {
        var ingredients = try await retrieve()
        let before = ingredients.count
        for ingredient in names.compactMap(BarIngredient.init) where !ingredients.contains(ingredient) {
            ingredients.append(ingredient)
        }
        if ingredients.count != before {
            try await store.replace(with: ingredients.toLocal())
        }
        return ingredients.sortedByName()
    }
}

extension LocalBar {
    /// Removes the named ingredients, whatever their spelling. One not in the bar is no error.
    public func remove(_ names: [String]) async throws -> [BarIngredient] {
        let ingredients = try await retrieve()
        let removed = Set(names.compactMap(BarIngredient.init))
        let kept = ingredients.filter { !removed.contains($0) }
        if kept.count != ingredients.count {
            try await store.replace(with: kept.toLocal())
        }
        return kept.sortedByName()
    }
}

extension LocalBar {
    public func list() async throws -> [BarIngredient] {
        try await retrieve().sortedByName()
    }
}

extension LocalBar {
    /// Empties the bar. Like every change, it reads the bar first and fails, writing nothing, when it cannot.
    public func clear() async throws -> [BarIngredient] {
        if try await !retrieve().isEmpty {
            try await store.replace(with: [])
        }
        return []
    }
}

extension LocalBar {
    private func retrieve() async throws -> [BarIngredient] {
        try await store.retrieve().toModels()
    }
}

extension Array where Element == BarIngredient {
    /// By name, ignoring case and diacritics; names that compare equal by spelling.
    func sortedByName() -> [BarIngredient] {
        sorted { ($0.key, $0.name) < ($1.key, $1.name) }
    }
}

private extension Array where Element == BarIngredient {
    func toLocal() -> [LocalBarIngredient] {
        map { LocalBarIngredient(name: $0.name) }
    }
}

private extension Array where Element == LocalBarIngredient {
    /// A saved bar edited by hand may hold a blank name or one ingredient twice: the blank is
    /// dropped and the first spelling kept.
    func toModels() -> [BarIngredient] {
        var seen = Set<BarIngredient>()
        return compactMap { BarIngredient($0.name) }.filter { seen.insert($0).inserted }
    }
}
