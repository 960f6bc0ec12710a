/// What stands in for a recipe's ingredient that the bar does not hold by that name:
/// "lime for Lime juice".
public struct IngredientStandIn: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// Another name for the same ingredient: soda water for Club soda.
        case synonym
        /// The same family: Absolut Vodka for Vodka, vodka for Absolut Vodka.
        case family
        /// The source of this form: lime for Lime juice.
        case form
        /// Everything it is made from: sugar and water for Sugar syrup.
        case madeFrom
        /// A substitute the user declared: dry curaçao for Cointreau.
        case substitute
        /// A staple assumed on hand: Ice.
        case staple
    }

    /// The ingredient as the drink spells it.
    public let ingredient: String
    /// What stands in: bar items as the user typed them, or staples as the knowledge names them.
    public let from: [String]
    public let reason: Reason

    public init(ingredient: String, from: [String], reason: Reason) {
        self.ingredient = ingredient
        self.from = from
        self.reason = reason
    }
}
