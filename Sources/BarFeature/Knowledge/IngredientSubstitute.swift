/// A substitute the user declared: what they have, used wherever a recipe wants another ingredient
/// ("dry curaçao" for "Cointreau"). Plain names, compared as the bar compares them.
public struct IngredientSubstitute: Sendable, Hashable {
    public let have: String
    public let wanted: String

    public init(_ have: String, for wanted: String) {
        self.have = have
        self.wanted = wanted
    }
}
