/// Why a well-formed answer still names no single cocktail.
public enum CocktailLookupError: Error, Equatable, Sendable {
    case noSuchCocktail
    /// Several candidates and none named as asked; in the candidates' order, each with its id, by which it can be
    /// asked for alone.
    case ambiguousName(candidates: [CocktailCandidate])
}
