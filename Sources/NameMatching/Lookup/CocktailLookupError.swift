/// Why a well-formed answer still names no single cocktail.
public enum CocktailLookupError: Error, Equatable, Sendable {
    case noSuchCocktail
    /// Several candidates and none named as asked; in the candidates' order.
    case ambiguousName(candidates: [String])
}
