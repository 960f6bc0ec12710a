import TestSupport

/// Mutations of the fields only a full drink has, which the catalogue maps: category, alcoholic,
/// glass and the translated instructions.
enum FullDrinkMutation: CaseIterable, StructureMutation {
    case oddRecipeText
    case oddTranslation
    case removeRecipeField

    static let recipeFields = ["strCategory", "strAlcoholic", "strGlass"]
    static let translationFields = ["strInstructionsIT", "strInstructionsDE", "strInstructionsES", "strInstructionsFR"]

    func apply(to document: inout JSONValue, using generator: inout SplitMix64) {
        switch self {
        case .oddRecipeText:
            let field = generator.pick(Self.recipeFields)
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember(field, to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .oddTranslation:
            let field = generator.pick(Self.translationFields)
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, generator in
                drink.setMember(field, to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .removeRecipeField:
            let field = generator.pick(Self.recipeFields + Self.translationFields + ["strInstructions"])
            document.editRandomObject(inListNamed: "drinks", using: &generator) { drink, _ in
                drink.removeMember(field)
            }
        }
    }
}
