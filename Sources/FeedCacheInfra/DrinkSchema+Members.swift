import CatalogueFeature

/// One drink's members as the decoder met them.
struct DrinkMembers: ObjectMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var category = Member<String?>.missing
    var alcoholic = Member<String?>.missing
    var glass = Member<String?>.missing
    var instructions = Member<String?>.missing
    var translatedInstructions = Member<[String: String]?>.missing
    var ingredients = Member<[LocalDrinkIngredient]>.missing
    var imageURL = Member<String?>.missing
    var iba = Member<String?>.missing
    var tags = Member<[String]?>.missing
    var hasUnreadableKey = false
}

/// One ingredient's members as the decoder met them.
struct DrinkIngredientMembers: ObjectMembers {
    var name = Member<String>.missing
    var measure = Member<String?>.missing
    var hasUnreadableKey = false
}
