/// What every drink read from any format is held to before anything is saved: a name and an ingredient, no control
/// characters, lengths a terminal can show, strengths that are percentages.
enum RecipeRules {
    static let longestName = 200
    static let longestText = 20_000
    static let mostIngredients = 40

    /// The recipe, its text trimmed; throws at the first field that breaks a rule, at `place`.
    static func checked(_ recipe: HouseRecipe, at place: DrinkFileError.Place) throws(DrinkFileError) -> HouseRecipe {
        let name = try line(recipe.name, at: place)
        guard !name.isEmpty else { throw DrinkFileError(.noName, at: place) }
        guard !recipe.ingredients.isEmpty else { throw DrinkFileError(.noIngredient, at: place) }
        guard recipe.ingredients.count <= mostIngredients else { throw DrinkFileError(.tooLong, at: place) }
        var ingredients: [HouseIngredient] = []
        for ingredient in recipe.ingredients {
            let ingredientName = try line(ingredient.name, at: place)
            guard !ingredientName.isEmpty else { throw DrinkFileError(.missingField("name"), at: place) }
            if let abv = ingredient.abv, !(abv.isFinite && abv >= 0 && abv <= 100) { throw DrinkFileError(.badAmount, at: place) }
            let measure = try ingredient.measure.map { measure throws(DrinkFileError) in try line(measure, at: place) }
            ingredients.append(
                HouseIngredient(name: ingredientName, measure: measure?.isEmpty == true ? nil : measure, abv: ingredient.abv))
        }
        let instructions = try recipe.instructions.map { text throws(DrinkFileError) in try self.text(text, at: place) }
        return HouseRecipe(
            name: name, category: try optionalLine(recipe.category, at: place), alcoholic: recipe.alcoholic,
            glass: try optionalLine(recipe.glass, at: place), instructions: instructions?.isEmpty == true ? nil : instructions,
            iba: try optionalLine(recipe.iba, at: place),
            tags: try recipe.tags.map { tag throws(DrinkFileError) in try line(tag, at: place) }
                .filter { !$0.isEmpty },
            imageURL: try optionalLine(recipe.imageURL, at: place), ingredients: ingredients)
    }

    /// One line of text, trimmed: no control character at all.
    static func line(_ text: String, at place: DrinkFileError.Place) throws(DrinkFileError) -> String {
        guard !text.unicodeScalars.contains(where: \.isControl) else { throw DrinkFileError(.controlCharacters, at: place) }
        let trimmed = text.trimmed
        guard trimmed.count <= longestName else { throw DrinkFileError(.tooLong, at: place) }
        return trimmed
    }

    private static func optionalLine(_ text: String?, at place: DrinkFileError.Place) throws(DrinkFileError) -> String? {
        guard let text else { return nil }
        let line = try line(text, at: place)
        return line.isEmpty ? nil : line
    }

    /// Text of several lines: line breaks and tabs, and no other control character.
    private static func text(_ text: String, at place: DrinkFileError.Place) throws(DrinkFileError) -> String {
        let allowed: Set<Unicode.Scalar> = ["\n", "\t", "\r"]
        guard !text.unicodeScalars.contains(where: { $0.isControl && !allowed.contains($0) }) else {
            throw DrinkFileError(.controlCharacters, at: place)
        }
        let trimmed = text.replacingCarriageReturns.trimmed
        guard trimmed.count <= longestText else { throw DrinkFileError(.tooLong, at: place) }
        return trimmed
    }
}

extension Unicode.Scalar {
    /// C0, DEL and C1 controls.
    var isControl: Bool {
        properties.generalCategory == .control
    }
}

extension String {
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    var replacingCarriageReturns: String {
        split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}
