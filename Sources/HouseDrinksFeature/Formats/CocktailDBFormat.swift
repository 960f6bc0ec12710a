/// TheCocktailDB's JSON, `{"drinks": [...]}`, as its API answers: 15 ingredient and measure slots a drink.
enum CocktailDBFormat {
    static func recognises(_ document: JSONNode) -> Bool {
        document["drinks"] != nil
    }

    static func read(_ document: JSONNode) throws(DrinkFileError) -> [HouseRecipe] {
        let list = JSONField(document, path: "$").member("drinks")
        let drinks = try list.requiredArray()
        guard !drinks.isEmpty else { throw DrinkFileError(.empty, at: list.place) }
        var recipes: [HouseRecipe] = []
        for index in drinks.indices {
            let drink = list.element(index, of: drinks)
            guard case .object? = drink.node else { throw DrinkFileError(.wrongType(drink.path), at: drink.place) }
            var ingredients: [HouseIngredient] = []
            for slot in 1...15 {
                guard let name = try drink.member("strIngredient\(slot)").optionalString()?.trimmed, !name.isEmpty else { continue }
                let measure = try drink.member("strMeasure\(slot)").optionalString()?.trimmed
                ingredients.append(HouseIngredient(name: name, measure: measure?.isEmpty == false ? measure : nil))
            }
            let tags = try drink.member("strTags").optionalString()?.split(separator: ",").map { String($0).trimmed } ?? []
            let recipe = HouseRecipe(
                name: try drink.member("strDrink").requiredString(), category: try drink.member("strCategory").optionalString(),
                alcoholic: try drink.member("strAlcoholic").optionalString(), glass: try drink.member("strGlass").optionalString(),
                instructions: try drink.member("strInstructions").optionalString(), iba: try drink.member("strIBA").optionalString(),
                tags: tags, imageURL: try drink.member("strDrinkThumb").optionalString().flatMap(BarAssistantFormat.webURL),
                ingredients: ingredients)
            try recipes.append(RecipeRules.checked(recipe, at: drink.place))
        }
        return recipes
    }
}
