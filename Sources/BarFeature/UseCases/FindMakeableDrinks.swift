/// The makeable use case: what the bar can make of the drinks, or nearly.
///
/// The bar is read first, and the drinks are asked for only when it holds something: an empty bar
/// makes nothing, and nothing is read or downloaded for it. Then the matching is read (the knowledge
/// and the user's substitutes, unless strict), then the drinks. The drinks come in through `drinks`
/// as plain candidates, since features never import each other; where they come from (a saved
/// catalogue, a sync) is the caller's concern. `SuggestPurchases` takes the same sources.
public struct FindMakeableDrinks: Sendable {
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

    /// The drinks missing at most `allowedMissing` of their ingredients, in `Makeable`'s order.
    public func find(allowedMissing: Int) async throws -> MakeableAnswer {
        let ingredients = try await bar.list()
        guard !ingredients.isEmpty else { return .emptyBar }
        let matching = try await matching.matching()
        let candidates = try await drinks()
        return .drinks(Makeable.find(in: candidates, bar: ingredients, allowedMissing: allowedMissing, matching: matching))
    }
}

/// What the makeable use case answers.
public enum MakeableAnswer: Sendable, Hashable {
    /// The bar holds nothing, so nothing is makeable and no drink was asked for.
    case emptyBar
    /// What the bar makes, or nearly; none when nothing is close enough.
    case drinks([MatchedDrink])
}
