/// The shopping use case: which one ingredient would let the bar make the most drinks it cannot make now.
///
/// Read as `FindMakeableDrinks` reads: the bar first, and nothing else when it is empty; then the
/// matching; then the drinks.
public struct SuggestPurchases: Sendable {
    private let bar: LocalBar
    private let drinks: @Sendable () async throws -> [MakeableCandidate]
    private let matching: IngredientMatchingSource

    /// - Parameter matching: how the bar meets the recipes: literally, or with the ingredient knowledge.
    public init(
        bar: LocalBar, drinks: @escaping @Sendable () async throws -> [MakeableCandidate], matching: IngredientMatchingSource = .strict
    ) {
        self.bar = bar
        self.drinks = drinks
        self.matching = matching
    }

    /// The purchases in `Shopping`'s order, each naming the first `examples` drinks it would make.
    public func suggest(examples: Int = 3) async throws -> PurchaseAnswer {
        let ingredients = try await bar.list()
        guard !ingredients.isEmpty else { return .emptyBar }
        let matching = try await matching.matching()
        let candidates = try await drinks()
        return .suggestions(Shopping.suggestions(in: candidates, bar: ingredients, matching: matching, examples: examples))
    }
}

/// What the shopping use case answers.
public enum PurchaseAnswer: Sendable, Hashable {
    /// The bar holds nothing, so there is nothing to build on and no drink was asked for.
    case emptyBar
    /// What to buy, most drinks gained first; none when no one ingredient would make another drink.
    case suggestions([PurchaseSuggestion])
}
