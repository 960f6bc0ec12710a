import CatalogueFeature
import TestSupport

/// Eight drinks behind caps of 2 drinks a letter and 3 items a list: a sync of 50 requests, where
/// one of the real catalogue takes 434, that still passes through every phase.
///
/// - Letter a (Abbey, Alaska, Aviation) and letter g (Gin Fizz, Gin Sour, Gimlet) fill their cap,
///   so the categories are asked: Cocktail and Shot.
/// - Cocktail's list fills its cap (Abbey, Alaska, Aviation), so the glasses are asked: Cocktail
///   glass and Old-fashioned glass, whose lists fill their caps too. Aviation is looked up.
/// - Abbey, Alaska, Aviation, Gin Fizz and Gin Sour are then found by no whole answer, so their
///   six ingredients are asked. Gin's list fills its cap; Lime juice's holds Gimlet, the last
///   drink, which is looked up. Every drink listed is then found, and the load is complete.
enum SmallCappedCatalogue {
    /// The loader's caps, those the API answers with.
    static let answerCaps = AnswerCaps(letter: 2, list: 3)

    static let requestCounts = [
        "search.php?f": 36, "list.php?c": 1, "filter.php?c": 2, "list.php?g": 1, "filter.php?g": 2, "filter.php?i": 6, "lookup.php?i": 2,
    ]
    static let requestCount = requestCounts.values.reduce(0, +)

    /// In letter order, a to z, then those only the lists found, by id.
    static let deliveredIDs = [1, 2, 4, 7, 8, 5, 3, 6]
    /// The drinks the letters answer, within their caps, in letter order.
    static let letterIDs = [1, 2, 4, 7, 8, 5]

    static func api() throws -> CappedCocktailDB {
        try CappedCocktailDB(
            letters: [
                "a": [
                    drink(1, "Abbey", "Cocktail", "Cocktail glass", ["Gin", "Orange juice"]),
                    drink(2, "Alaska", "Cocktail", "Cocktail glass", ["Gin", "Chartreuse"]),
                    drink(3, "Aviation", "Cocktail", "Cocktail glass", ["Gin", "Maraschino"]),
                ],
                "b": [drink(4, "Bramble", "Cocktail", "Old-fashioned glass", ["Gin", "Blackberries"])],
                "g": [
                    drink(7, "Gin Fizz", "Cocktail", "Old-fashioned glass", ["Gin", "Soda water"]),
                    drink(8, "Gin Sour", "Cocktail", "Old-fashioned glass", ["Gin", "Lime juice"]),
                    drink(6, "Gimlet", "Cocktail", "Cocktail glass", ["Gin", "Lime juice"]),
                ],
                "s": [drink(5, "Slammer", "Shot", "Old-fashioned glass", ["Tequila", "Lemonade"])],
            ],
            caps: CappedCocktailDB.Caps(letter: answerCaps.letter, list: answerCaps.list))
    }

    private static func drink(_ id: Int, _ name: String, _ category: String, _ glass: String, _ ingredients: [String]) -> [String: Any] {
        var members: [String: Any] = ["strCategory": category, "strGlass": glass, "strAlcoholic": "Alcoholic"]
        for (slot, ingredient) in ingredients.enumerated() {
            members["strIngredient\(slot + 1)"] = ingredient
        }
        return drinkJSON(id: String(id), name: name, members)
    }
}
