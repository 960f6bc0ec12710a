/// How a query matches the bar against recipes.
public enum IngredientMatching: Sendable {
    /// Only literal matches: a bar item covers an ingredient of the same name.
    case strict
    /// The knowledge applied, with the user's substitutes, and the staples on hand unless turned off.
    case knowledge(IngredientKnowledge, substitutes: [IngredientSubstitute] = [], staplesOnHand: Bool = true)
}
