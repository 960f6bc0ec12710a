/// dringo's card, for typing by hand (see `docs/your-own-drinks.md`):
///
///     # Name
///     Category: Cocktail
///     Glass: Cocktail glass
///     Alcoholic: yes
///
///     1 1/2 oz Gin
///     3/4 oz Lemon juice
///
///     Shake with ice and strain.
///
/// Several cards in one file are separated by a line `---`.
public enum CardFormat {
    /// The recipes of every card in `text`, each checked; throws at the first line at fault.
    public static func read(_ text: String, lines reading: IngredientLineReading) throws(DrinkFileError) -> [HouseRecipe] {
        let lines = text.replacingCarriageReturns.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var recipes: [HouseRecipe] = []
        var start = 0
        for (index, line) in lines.enumerated() where line.trimmed == separator {
            try recipes.append(card(lines[start..<index], reading: reading))
            start = index + 1
        }
        try recipes.append(card(lines[start...], reading: reading))
        return recipes
    }

    /// The cards of `recipes`, in their order.
    public static func write(_ recipes: [HouseRecipe]) -> String {
        recipes.map(card).joined(separator: "\n\(separator)\n\n")
    }

    static let separator = "---"

    private static func card(_ lines: ArraySlice<String>, reading: IngredientLineReading) throws(DrinkFileError) -> HouseRecipe {
        var index = lines.startIndex
        func lineNumber(_ index: Int) -> DrinkFileError.Place { .line(index + 1) }
        while index < lines.endIndex, lines[index].trimmed.isEmpty { index += 1 }
        guard index < lines.endIndex, lines[index].hasPrefix("#") else {
            throw DrinkFileError(.noName, at: lineNumber(min(index, max(lines.endIndex - 1, lines.startIndex))))
        }
        let nameLine = index
        let name = try RecipeRules.line(String(lines[index].dropFirst()), at: lineNumber(index))
        guard !name.isEmpty else { throw DrinkFileError(.noName, at: lineNumber(index)) }
        index += 1
        var fields = CardFields()
        while index < lines.endIndex, !lines[index].trimmed.isEmpty {
            try fields.read(lines[index], at: lineNumber(index))
            index += 1
        }
        while index < lines.endIndex, lines[index].trimmed.isEmpty { index += 1 }
        var ingredients: [HouseIngredient] = []
        while index < lines.endIndex, !lines[index].trimmed.isEmpty {
            let text = try RecipeRules.line(lines[index], at: lineNumber(index))
            let line = reading.read(text)
            guard !line.isAbsurd else { throw DrinkFileError(.badAmount, at: lineNumber(index)) }
            ingredients.append(HouseIngredient(name: line.name, measure: line.measure))
            index += 1
        }
        guard !ingredients.isEmpty else { throw DrinkFileError(.noIngredient, at: lineNumber(nameLine)) }
        let instructions = lines[index...].joined(separator: "\n").trimmed
        let recipe = HouseRecipe(
            name: name, category: fields.category, alcoholic: fields.alcoholic, glass: fields.glass,
            instructions: instructions.isEmpty ? nil : instructions, iba: fields.iba, tags: fields.tags, imageURL: fields.picture,
            ingredients: ingredients)
        return try RecipeRules.checked(recipe, at: lineNumber(nameLine))
    }

    private static func card(_ recipe: HouseRecipe) -> String {
        var lines = ["# \(recipe.name)"]
        if let category = recipe.category { lines.append("Category: \(category)") }
        if let glass = recipe.glass { lines.append("Glass: \(glass)") }
        if let alcoholic = recipe.alcoholic.flatMap(AlcoholicWord.cardWord) { lines.append("Alcoholic: \(alcoholic)") }
        if !recipe.tags.isEmpty { lines.append("Tags: \(recipe.tags.joined(separator: ", "))") }
        if let iba = recipe.iba { lines.append("IBA: \(iba)") }
        if let picture = recipe.imageURL { lines.append("Picture: \(picture)") }
        lines.append("")
        lines += recipe.ingredients.map { [$0.measure, $0.name].compactMap { $0 }.joined(separator: " ") }
        if let instructions = recipe.instructions {
            lines.append("")
            lines.append(instructions)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The `Key: value` lines of a card.
private struct CardFields {
    var category: String?
    var glass: String?
    var alcoholic: String?
    var tags: [String] = []
    var iba: String?
    var picture: String?

    static let keys: Set = ["category", "glass", "alcoholic", "tags", "iba", "picture"]

    mutating func read(_ line: String, at place: DrinkFileError.Place) throws(DrinkFileError) {
        guard let colon = line.firstIndex(of: ":") else { throw DrinkFileError(.unknownKey(line.trimmed), at: place) }
        let key = String(line[..<colon]).trimmed.lowercased()
        let value = try RecipeRules.line(String(line[line.index(after: colon)...]), at: place)
        // A key left blank, as the editor's blank card has them, says nothing.
        guard !value.isEmpty || !Self.keys.contains(key) else { return }
        switch key {
        case "category": category = value
        case "glass": glass = value
        case "alcoholic":
            guard let word = AlcoholicWord.catalogueWord(card: value) else { throw DrinkFileError(.badAlcoholic(value), at: place) }
            alcoholic = word
        case "tags": tags = value.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        case "iba": iba = value
        case "picture": picture = value
        default: throw DrinkFileError(.unknownKey(String(line[..<colon]).trimmed), at: place)
        }
    }
}

/// A card's `yes|no|optional`, and TheCocktailDB's words for them.
enum AlcoholicWord {
    static func catalogueWord(card value: String) -> String? {
        switch value.lowercased() {
        case "yes": "Alcoholic"
        case "no": "Non alcoholic"
        case "optional": "Optional alcohol"
        default: nil
        }
    }

    static func cardWord(_ catalogue: String) -> String? {
        switch catalogue.lowercased() {
        case "alcoholic": "yes"
        case "non alcoholic", "non-alcoholic": "no"
        case "optional alcohol": "optional"
        default: nil
        }
    }
}
