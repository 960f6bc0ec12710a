/// The shopping use case: which one ingredient would let the bar make the most drinks it cannot make now.
///
/// Read as `FindMakeableDrinks` reads, by `BarDrinksReading`: the bar first, and nothing else when it
/// is empty; then the matching; then the drinks.
public struct SuggestPurchases: Sendable {
    private let reading: BarDrinksReading

    /// - Parameter matching: how the bar meets the recipes: literally, or with the ingredient knowledge.
    public init(
        bar: LocalBar, drinks: @escaping @Sendable () async throws -> [MakeableCandidate], matching: IngredientMatchingSource = .strict
    ) {
        reading = BarDrinksReading(bar: bar, drinks: drinks, matching: matching)
    }

    /// The purchases in `Shopping`'s order, each naming the first `examples` drinks it would make.
    public func suggest(examples: Int = 3) async throws -> PurchaseAnswer {
        guard let read = try await reading.read() else { return .emptyBar }
        return .suggestions(Shopping.suggestions(in: read.candidates, bar: read.bar, matching: read.matching, examples: examples))
    }
}

/// What the shopping use case answers.
public enum PurchaseAnswer: Sendable, Hashable {
    /// The bar holds nothing, so there is nothing to build on and no drink was asked for.
    case emptyBar
    /// What to buy, most drinks gained first; none when no one ingredient would make another drink.
    case suggestions([PurchaseSuggestion])
}
