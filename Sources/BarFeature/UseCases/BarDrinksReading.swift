/// What the makeable and shopping use cases read, and in which order: the bar first, and nothing else
/// when it is empty, since an empty bar makes nothing and nothing is read or downloaded for it; then
/// the matching (the knowledge and the user's substitutes, unless strict); then the drinks.
struct BarDrinksReading: Sendable {
    let bar: LocalBar
    let drinks: @Sendable () async throws -> [MakeableCandidate]
    let matching: IngredientMatchingSource

    /// What was read, or nil when the bar is empty.
    func read() async throws -> (bar: [BarIngredient], matching: IngredientMatching, candidates: [MakeableCandidate])? {
        let ingredients = try await bar.list()
        guard !ingredients.isEmpty else { return nil }
        let matching = try await matching.matching()
        let candidates = try await drinks()
        return (ingredients, matching, candidates)
    }
}
