/// The use case "Read a recipe's amounts": each ingredient's measure read for the servings asked, and the strength.
public struct RecipeAmounts: Sendable, Equatable {
    public let ingredients: [MeasuredIngredient]
    public let servings: Int
    /// Nil: nothing poured at all.
    public let strength: StrengthEstimate?

    /// `servings` is brought into `Servings.range`; `knowledge` gives what the ingredient knowledge says of an
    /// ingredient: its ABV in percent and how it goes into a drink.
    public init(
        ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int,
        knowledge: (String) -> IngredientFacts
    ) {
        let servings = Servings.clamped(servings)
        let facts = ingredients.map { knowledge($0.name) }
        let read = zip(ingredients, facts).map { ingredient, facts in
            ingredient.measure.map { Measure($0, ingredient: ingredient.name, isSolid: facts.kind == .solid) }.flatMap {
                $0.written.isEmpty ? nil : $0
            }
        }
        let measures = Self.isLayered(read) ? read.map { $0?.inParts() } : read
        let measured = zip(ingredients, measures).map { ingredient, measure in
            MeasuredIngredient(name: ingredient.name, measure: measure?.scaled(by: servings))
        }
        self.ingredients = measured
        self.servings = servings
        let preparation = Preparation(instructions: instructions, ingredients: ingredients.map(\.name))
        self.strength = StrengthEstimator.estimate(zip(measured, facts).map { ($0, $1) }, preparation: preparation)
    }

    /// A layered shot writes its measures as bare fractions that add up to about one glass: "1/3", "1/3", "1/4".
    private static func isLayered(_ measures: [Measure?]) -> Bool {
        let given = measures.compactMap { $0 }
        guard given.count >= 2, given.allSatisfy(\.isBareNumber) else { return false }
        let total = given.reduce(0) { $0 + ($1.value ?? 0) }
        return (0.8...1.2).contains(total)
    }
}
