/// Why a well-formed answer still names no single cocktail.
public enum IngredientsLookupError: Error, Equatable, Sendable {
    case noSuchCocktail
    /// Several results and none named as asked; the candidates keep the source's order.
    case ambiguousName(candidates: [String])
}
