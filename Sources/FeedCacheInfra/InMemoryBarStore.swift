import BarFeature

/// A bar store that keeps the bar in memory, for tests and for runs that must not touch the disk.
public actor InMemoryBarStore: BarStore {
    private var ingredients: [LocalBarIngredient]

    public init(ingredients: [LocalBarIngredient] = []) {
        self.ingredients = ingredients
    }

    public func retrieve() async throws -> [LocalBarIngredient] {
        ingredients
    }

    public func replace(with ingredients: [LocalBarIngredient]) async throws {
        self.ingredients = ingredients
    }
}
