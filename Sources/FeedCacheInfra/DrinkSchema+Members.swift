import CatalogueFeature

/// One drink's members as the decoder met them.
struct DrinkMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var category = Member<String?>.missing
    var alcoholic = Member<String?>.missing
    var glass = Member<String?>.missing
    var instructions = Member<String?>.missing
    var translatedInstructions = Member<[String: String]?>.missing
    var ingredients = Member<[LocalDrinkIngredient]>.missing
    var imageURL = Member<String?>.missing
    var hasUnreadableKey = false

    /// The drink, when the id, name and ingredients are there and nothing is of the wrong type.
    func drink() -> LocalDrink? {
        guard !hasUnreadableKey, case let .valid(id) = id, case let .valid(name) = name,
            case let .valid(ingredients) = ingredients,
            let category = category.valueIfPresent(), let alcoholic = alcoholic.valueIfPresent(),
            let glass = glass.valueIfPresent(), let instructions = instructions.valueIfPresent(),
            let translatedInstructions = translatedInstructions.valueIfPresent(), let imageURL = imageURL.valueIfPresent()
        else { return nil }
        return LocalDrink(
            id: id, name: name, category: category, alcoholic: alcoholic, glass: glass, instructions: instructions,
            translatedInstructions: translatedInstructions ?? [:], ingredients: ingredients, imageURLText: imageURL)
    }
}

/// One ingredient's members as the decoder met them.
struct DrinkIngredientMembers {
    var name = Member<String>.missing
    var measure = Member<String?>.missing
    var hasUnreadableKey = false

    func ingredient() -> LocalDrinkIngredient? {
        guard !hasUnreadableKey, case let .valid(name) = name, let measure = measure.valueIfPresent() else { return nil }
        return LocalDrinkIngredient(name: name, measure: measure)
    }
}

/// The keys of a drink object.
enum DrinkKey: JSONObjectKey {
    case id, name, category, alcoholic, glass, instructions, translatedInstructions, ingredients, imageURL

    var spelling: StaticString {
        switch self {
        case .id: "id"
        case .name: "name"
        case .category: "category"
        case .alcoholic: "alcoholic"
        case .glass: "glass"
        case .instructions: "instructions"
        case .translatedInstructions: "translatedInstructions"
        case .ingredients: "ingredients"
        case .imageURL: "imageURL"
        }
    }
}

/// The keys of an ingredient object.
enum DrinkIngredientKey: JSONObjectKey {
    case name, measure

    var spelling: StaticString {
        switch self {
        case .name: "name"
        case .measure: "measure"
        }
    }
}
