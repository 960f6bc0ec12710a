import Measures

extension IngredientKnowledge {
    /// What the knowledge says of an ingredient, as a recipe's amounts and strength read it.
    public func facts(of name: String) -> IngredientFacts {
        IngredientFacts(abv: abv(of: name), kind: pouring(of: name).map(IngredientKind.init))
    }
}

extension IngredientKind {
    public init(_ pouring: IngredientPouring) {
        switch pouring {
        case .liquid: self = .liquid
        case .solid: self = .solid
        case .seasoning: self = .seasoning
        }
    }
}
