/// The makeable use case: what the bar can make of the drinks, or nearly.
///
/// Read as `BarDrinksReading` says: the bar, and the drinks only when it holds something. The drinks
/// come in through `drinks` as plain candidates, since features never import each other; where they
/// come from (a saved catalogue, a sync) is the caller's concern. `SuggestPurchases` takes the same sources.
public struct FindMakeableDrinks: Sendable {
    private let reading: BarDrinksReading

    /// - Parameter matching: how the bar meets the recipes: literally, or with the ingredient knowledge.
    public init(
        bar: LocalBar, drinks: @escaping @Sendable () async throws -> [MakeableCandidate], matching: IngredientMatchingSource = .strict
    ) {
        reading = BarDrinksReading(bar: bar, drinks: drinks, matching: matching)
    }

    /// The drinks missing at most `allowedMissing` of their ingredients, in `Makeable`'s order.
    public func find(allowedMissing: Int) async throws -> MakeableAnswer {
        guard let read = try await reading.read() else { return .emptyBar }
        return .drinks(Makeable.find(in: read.candidates, bar: read.bar, allowedMissing: allowedMissing, matching: read.matching))
    }
}

/// What the makeable use case answers.
public enum MakeableAnswer: Sendable, Hashable {
    /// The bar holds nothing, so nothing is makeable and no drink was asked for.
    case emptyBar
    /// What the bar makes, or nearly; none when nothing is close enough.
    case drinks([MatchedDrink])
}
