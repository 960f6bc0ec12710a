import IngredientsFeature
import Measures
import NameMatching

/// The words of `dringo ingredients`, and its mapping from a recipe to what a view shows.
public typealias IngredientsPresenter = Presenter<IngredientsScreen>
public enum IngredientsScreen {}

extension Presenter where Screen == IngredientsScreen {
    /// The amounts for the servings asked, volumes in `unit` (nil: as written), and the drink's strength.
    public func map(_ recipe: CocktailRecipe, amounts: RecipeAmounts, unit: VolumeUnit?) -> IngredientsViewModel {
        IngredientsViewModel(
            title: title(for: recipe.name),
            cocktailID: recipe.id,
            cocktailName: recipe.name,
            ingredients: ingredients(of: amounts, in: unit),
            servings: amounts.servings,
            strength: strength(of: amounts)
        )
    }

    public var loadingMessage: String {
        localizer.string("INGREDIENTS_LOADING", table: .ingredients)
    }

    public func title(for cocktailName: String) -> String {
        localizer.string("INGREDIENTS_VIEW_TITLE", table: .ingredients, cocktailName)
    }

    public func message(for reason: LookupFailureReason) -> String {
        switch reason {
        case .connectivity:
            return localizer.string("INGREDIENTS_CONNECTIVITY", table: .ingredients)
        case .invalidData:
            return invalidDataMessage
        case .notFound:
            return notFoundMessage
        case .untrustedCertificate:
            return untrustedCertificateMessage
        case let .noSuchCocktail(query, closest) where database == .demoCopy:
            return message(localizer.string("DEMO_NO_SUCH_COCKTAIL", table: .demo, query), offering: closest)
        case let .noSuchCocktail(query, closest):
            return message(localizer.string("INGREDIENTS_NO_SUCH_COCKTAIL", table: .ingredients, query), offering: closest)
        case let .ambiguousName(query, candidates, command):
            return message(ambiguous: query, candidates: candidates, command: command)
        }
    }

    public func message(for error: TypedTextError) -> String {
        switch error {
        case .empty:
            return localizer.string("INGREDIENTS_NAME_EMPTY", table: .ingredients)
        case let .tooLong(maximum):
            return localizer.string("INGREDIENTS_NAME_TOO_LONG", table: .ingredients, maximum)
        case .containsControlCharacters:
            return localizer.string("INGREDIENTS_NAME_CONTROL_CHARACTERS", table: .ingredients)
        }
    }
}
