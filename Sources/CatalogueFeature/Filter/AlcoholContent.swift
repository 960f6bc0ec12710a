import NameMatching

/// What TheCocktailDB's `strAlcoholic` says of a drink.
public enum AlcoholContent: String, Sendable, CaseIterable {
    case alcoholic = "Alcoholic"
    case nonAlcoholic = "Non alcoholic"
    case optional = "Optional alcohol"

    /// Whether the catalogue's text says this, ignoring case and diacritics.
    func isSaid(by text: String?) -> Bool {
        text.map { NameKey.of($0) == key } ?? false
    }

    private var key: String {
        NameKey.of(rawValue)
    }
}
