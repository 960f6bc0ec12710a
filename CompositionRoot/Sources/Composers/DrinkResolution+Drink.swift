import CatalogueFeature
import IngredientsFeature

extension DrinkResolution {
    /// The one drink meant, or the lookup error `ingredients` reports for the same outcome, so that
    /// the two commands word and exit alike.
    func drink() throws(IngredientsLookupError) -> Drink {
        switch self {
        case let .found(drink): drink
        case let .ambiguous(candidates): throw .ambiguousName(candidates: candidates.map(\.name))
        case .notFound: throw .noSuchCocktail
        }
    }
}
