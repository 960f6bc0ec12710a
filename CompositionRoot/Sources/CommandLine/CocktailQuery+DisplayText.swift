import FeedPresentation
import IngredientsFeature

extension CocktailQuery {
    /// The query as the user would recognise it in a message.
    var displayText: String {
        switch self {
        case let .name(name): name
        case let .id(id): String(id)
        }
    }

    /// Why this query found no single cocktail, when `error` says so; `ingredients` and `image` both resolve names.
    func lookupFailure(for error: any Error) -> IngredientsFailureReason? {
        switch error {
        case IngredientsLookupError.noSuchCocktail:
            .noSuchCocktail(query: displayText)
        case let IngredientsLookupError.ambiguousName(candidates):
            .ambiguousName(query: displayText, candidates: candidates)
        default:
            nil
        }
    }
}
