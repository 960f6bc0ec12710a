import FeedPresentation
import NameMatching

extension CocktailQuery {
    /// Why this query found no single cocktail, when `error` says so; `ingredients`, `image` and `recipe` all resolve names.
    func lookupFailure(for error: any Error) -> IngredientsFailureReason? {
        switch error {
        case CocktailLookupError.noSuchCocktail:
            .noSuchCocktail(query: text)
        case let CocktailLookupError.ambiguousName(candidates):
            .ambiguousName(query: text, candidates: candidates)
        default:
            nil
        }
    }
}
