/// A substitute as the store keeps it: both names as the user first typed them, trimmed.
public struct LocalIngredientSubstitute: Sendable, Hashable {
    public let have: String
    public let wanted: String

    public init(have: String, for wanted: String) {
        self.have = have
        self.wanted = wanted
    }
}
