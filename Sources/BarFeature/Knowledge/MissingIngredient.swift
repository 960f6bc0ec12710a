/// An ingredient a drink needs and the bar does not cover.
public struct MissingIngredient: Sendable, Hashable {
    /// As the drink spells it.
    public let name: String
    /// The family's words, when buying any of the family covers it and they differ from the name:
    /// `Vodka` for `Absolut Vodka`. Nil in strict matching, where only the name itself covers it.
    public let family: String?

    public init(name: String, family: String? = nil) {
        self.name = name
        self.family = family
    }
}
