/// The use case "Read a recipe's amounts": each ingredient's measure read for the servings asked, and the strength.
public struct RecipeAmounts: Sendable, Equatable {
    public let ingredients: [MeasuredIngredient]
    public let servings: Int
    /// Nil: nothing poured at all.
    public let strength: StrengthEstimate?

    /// `servings` is brought into `Servings.range`; `abv` gives an ingredient's ABV in percent, nil when the
    /// knowledge does not know it.
    public init(
        ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int, abv: (String) -> Double?
    ) {
        let servings = Servings.clamped(servings)
        let measured = ingredients.map { ingredient in
            MeasuredIngredient(
                name: ingredient.name,
                measure: ingredient.measure.map { Measure($0, ingredient: ingredient.name) }.flatMap {
                    $0.written.isEmpty ? nil : $0.scaled(by: servings)
                })
        }
        self.ingredients = measured
        self.servings = servings
        self.strength = StrengthEstimator.estimate(measured, method: MixingMethod(instructions: instructions), abv: abv)
    }
}
