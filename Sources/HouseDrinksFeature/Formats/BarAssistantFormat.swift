import Foundation

/// Bar Assistant's recipe JSON, "Draft 02" (https://barassistant.app/cocktail-02.schema.json): `{"recipe": {...},
/// "ingredients": [...]}`, or an array of such documents. A recipe's ingredients name an `_id` of the document's own
/// `ingredients`, which give each its name and strength. Amounts are exact: each is written as a measure the measure
/// reader reads back to the same amount.
public enum BarAssistantFormat {
    static func read(_ document: JSONNode) throws(DrinkFileError) -> [HouseRecipe] {
        if let documents = document.array {
            var recipes: [HouseRecipe] = []
            for index in documents.indices {
                try recipes.append(recipe(JSONField(documents[index], path: "$[\(index)]")))
            }
            return recipes
        }
        return [try recipe(JSONField(document, path: "$"))]
    }

    /// Whether a document is Bar Assistant's: a `recipe` object, alone or first of an array.
    static func recognises(_ document: JSONNode) -> Bool {
        let first = document.array?.first ?? document
        if case .object? = first["recipe"] { return true }
        return false
    }

    private static func recipe(_ document: JSONField) throws(DrinkFileError) -> HouseRecipe {
        guard case .object? = document.node else { throw DrinkFileError(.wrongType(document.path), at: document.place) }
        let recipe = document.member("recipe")
        guard case .object? = recipe.node else {
            throw DrinkFileError(recipe.node == nil ? .missingField(recipe.path) : .wrongType(recipe.path), at: recipe.place)
        }
        let known = try ingredientsByID(document.member("ingredients"))
        let name = try recipe.member("name").requiredString()
        let list = recipe.member("ingredients")
        let items = try list.requiredArray()
        var ingredients: [HouseIngredient] = []
        for index in items.indices {
            ingredients.append(try ingredient(list.element(index, of: items), known: known))
        }
        var instructions = try recipe.member("instructions").optionalString()?.trimmed ?? ""
        if let garnish = try recipe.member("garnish").optionalString()?.trimmed, !garnish.isEmpty {
            instructions += (instructions.isEmpty ? "" : "\n\n") + "\(garnishLabel) \(garnish)"
        }
        let tags = try (recipe.member("tags").optionalArray() ?? []).enumerated().map { index, tag throws(DrinkFileError) in
            try JSONField(tag, path: "\(recipe.path).tags[\(index)]").requiredString()
        }
        let images = recipe.member("images")
        let image = try images.optionalArray()?.first.flatMap { first throws(DrinkFileError) in
            try JSONField(first, path: "\(images.path)[0]").member("uri").optionalString()
        }
        let checked = try RecipeRules.checked(
            HouseRecipe(
                name: name, alcoholic: alcoholic(ingredients), glass: try recipe.member("glass").optionalString(),
                instructions: instructions.isEmpty ? nil : instructions, tags: tags, imageURL: image.flatMap(webURL),
                ingredients: ingredients),
            at: recipe.place)
        return checked
    }

    private static func ingredientsByID(_ list: JSONField) throws(DrinkFileError) -> [String: (name: String, abv: Double?)] {
        var known: [String: (name: String, abv: Double?)] = [:]
        let items = try list.optionalArray() ?? []
        for index in items.indices {
            let item = list.element(index, of: items)
            let id = try item.member("_id").requiredString()
            let strength = item.member("strength")
            let abv = try strength.optionalNumber()
            if let abv, !(abv.isFinite && abv >= 0 && abv <= 100) { throw DrinkFileError(.badAmount, at: strength.place) }
            known[id] = (try item.member("name").requiredString(), abv)
        }
        return known
    }

    private static func ingredient(
        _ item: JSONField, known: [String: (name: String, abv: Double?)]
    ) throws(DrinkFileError)
        -> HouseIngredient
    {
        let idField = item.member("_id")
        let id = try idField.requiredString()
        // An ingredient the document does not describe is named by its id, a slug such as "lemon-juice".
        let ownName = try item.member("name").optionalString()
        let described = known[id] ?? (name: ownName ?? slugName(id), abv: nil)
        let amountField = item.member("amount")
        let amount = try amountField.optionalNumber()
        let maximumField = item.member("amount_max")
        let maximum = try maximumField.optionalNumber()
        for (value, field) in [(amount, amountField), (maximum, maximumField)] {
            if let value, !(value.isFinite && value >= 0 && value <= largestAmount) { throw DrinkFileError(.badAmount, at: field.place) }
        }
        let units = try item.member("units").optionalString()?.trimmed ?? ""
        return HouseIngredient(
            name: described.name, measure: BarAssistantUnits.measure(amount: amount, maximum: maximum, units: units), abv: described.abv)
    }

    /// Beyond any glass, in any of Bar Assistant's units.
    static let largestAmount = 10_000.0
    static let garnishLabel = "Garnish:"

    private static func alcoholic(_ ingredients: [HouseIngredient]) -> String? {
        let strengths = ingredients.compactMap(\.abv)
        guard strengths.count == ingredients.count else { return strengths.contains { $0 > 0 } ? "Alcoholic" : nil }
        return strengths.contains { $0 > 0 } ? "Alcoholic" : "Non alcoholic"
    }

    private static func slugName(_ id: String) -> String {
        let words = id.split(separator: "-").map(String.init)
        guard let first = words.first else { return id }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    static func webURL(_ text: String) -> String? {
        let lowered = text.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? text.trimmed : nil
    }
}
