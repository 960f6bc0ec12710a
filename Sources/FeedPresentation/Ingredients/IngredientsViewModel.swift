/// A cocktail's ingredients as a view shows them.
public struct IngredientsViewModel: Sendable, Equatable {
    public let title: String
    public let cocktailID: Int
    public let cocktailName: String
    public let ingredients: [IngredientViewModel]

    public init(title: String, cocktailID: Int, cocktailName: String, ingredients: [IngredientViewModel]) {
        self.title = title
        self.cocktailID = cocktailID
        self.cocktailName = cocktailName
        self.ingredients = ingredients
    }
}

public struct IngredientViewModel: Sendable, Equatable {
    public let name: String
    public let measure: String?
    /// The measure and the name on one line: "1 1/2 oz Tequila", or just "Salt".
    public let line: String

    public init(name: String, measure: String?, line: String) {
        self.name = name
        self.measure = measure
        self.line = line
    }
}

extension IngredientViewModel {
    /// The line is the measure and the name, or the name alone, as `ingredients` and `recipe` both show it.
    init(name: String, measure: String?) {
        self.init(name: name, measure: measure, line: measure.map { "\($0) \(name)" } ?? name)
    }
}
