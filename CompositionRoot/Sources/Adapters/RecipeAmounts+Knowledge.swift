import BarFeature
import Measures

extension RecipeAmounts {
    /// A recipe's amounts for the servings asked, its strength estimated with what the shipped ingredient knowledge
    /// says of each ingredient. Without the knowledge nothing is known, so no strength is estimated.
    static func withKnowledge(of ingredients: [(name: String, measure: String?)], instructions: String?, servings: Int) -> RecipeAmounts {
        let knowledge = try? ShippedKnowledge.get()
        return RecipeAmounts(ingredients: ingredients, instructions: instructions, servings: servings) { name in
            guard let knowledge else { return .unknown }
            return IngredientFacts(abv: knowledge.abv(of: name), kind: knowledge.pouring(of: name).map(IngredientKind.init))
        }
    }
}

extension IngredientKind {
    init(_ pouring: IngredientPouring) {
        switch pouring {
        case .liquid: self = .liquid
        case .solid: self = .solid
        case .seasoning: self = .seasoning
        }
    }
}
