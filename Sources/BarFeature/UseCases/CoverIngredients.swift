/// Which ingredients the user's bar covers, matched as `makeable` matches them: by name, or with the knowledge a
/// stand-in, a staple or a declared substitute. What a party planner asks of the bar before it says what to buy.
public struct CoverIngredients: Sendable {
    private let bar: LocalBar
    private let matching: IngredientMatchingSource

    /// - Parameter matching: as `FindMakeableDrinks` takes it, literal unless the knowledge is asked for.
    public init(bar: LocalBar, matching: IngredientMatchingSource = .strict) {
        self.bar = bar
        self.matching = matching
    }

    /// For each name, whether the bar covers it; a blank name is covered by nothing.
    public func covered(_ names: [String]) async throws -> [Bool] {
        let ingredients = try await bar.list()
        return Self.covered(names, bar: ingredients, matching: try await matching.matching())
    }

    /// The pure question: an empty bar covers only the staples (unless strict or staples are off).
    public static func covered(_ names: [String], bar: [BarIngredient], matching: IngredientMatching) -> [Bool] {
        var matcher = IngredientMatcher(bar: bar, matching: matching)
        return names.map { name in
            guard let spelling = matcher.spelling(of: name) else { return false }
            switch matcher.answers[spelling.id] {
            case .literal, .standIn: return true
            case .missing: return false
            }
        }
    }
}
