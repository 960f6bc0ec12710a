/// The English words of TheCocktailDB's units, as a scaled measure needs them: "3 dashes", not "3 dash".
enum UnitWord {
    /// `words` ("dash", " Dash", " wedge") with their last word made plural, its case kept; words already plural,
    /// abbreviations and what is no unit stay as they are.
    static func plural(of words: String) -> String {
        let trimmedEnd = words.reversed().prefix { $0 == " " }.count
        let body = String(words.dropLast(trimmedEnd))
        let wordStart = body.lastIndex(of: " ").map { body.index(after: $0) } ?? body.startIndex
        let word = String(body[wordStart...])
        guard let plural = plurals[word.lowercased()] else { return words }
        let cased = word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        return String(body[..<wordStart]) + cased + String(repeating: " ", count: trimmedEnd)
    }

    /// "a dash" for three drinks is "3 dashes": the article goes with the number it stood for.
    static func droppingArticle(from before: String) -> String {
        for article in ["a ", "an ", "A ", "An "] where before.hasSuffix(article) {
            return String(before.dropLast(article.count))
        }
        return before
    }

    private static let plurals: [String: String] = [
        "dash": "dashes", "splash": "splashes", "drop": "drops", "pinch": "pinches", "shot": "shots", "jigger": "jiggers",
        "measure": "measures", "part": "parts", "cup": "cups", "pint": "pints", "quart": "quarts", "gallon": "gallons",
        "ounce": "ounces", "teaspoon": "teaspoons", "tablespoon": "tablespoons", "spoon": "spoons", "barspoon": "barspoons",
        "piece": "pieces", "slice": "slices", "wedge": "wedges", "twist": "twists", "sprig": "sprigs", "stick": "sticks",
        "cube": "cubes", "chunk": "chunks", "strip": "strips", "leaf": "leaves", "scoop": "scoops", "can": "cans",
        "bottle": "bottles", "package": "packages", "glass": "glasses", "handful": "handfuls", "pod": "pods", "fifth": "fifths",
        "pony": "ponies", "pound": "pounds", "gram": "grams", "liter": "liters", "litre": "litres", "mickey": "mickeys",
        "mikey": "mikeys",
    ]
}
