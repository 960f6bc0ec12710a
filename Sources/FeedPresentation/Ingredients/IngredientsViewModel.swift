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

/// Why a cocktail's ingredients are not being shown.
public enum IngredientsFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// TheCocktailDB answered HTTP 404: the address it was asked at is wrong, not the cocktail.
    case notFound
    /// TheCocktailDB's certificate was refused: not trusted, expired, or for another host.
    case untrustedCertificate
    case noSuchCocktail(query: String)
    case ambiguousName(query: String, candidates: [String])
}
