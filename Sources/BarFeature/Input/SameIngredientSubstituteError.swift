/// Why a substitute is refused when its two names are one ingredient, compared as the bar compares names:
/// an ingredient always stands for itself.
public struct SameIngredientSubstituteError: Error, Equatable, Sendable {
    /// As typed, trimmed.
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
