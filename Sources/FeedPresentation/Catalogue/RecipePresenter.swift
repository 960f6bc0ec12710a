import CatalogueFeature
import Measures

/// The words of `dringo recipe` and `random`, and their mapping from a drink to what a view shows.
public typealias RecipePresenter = Presenter<RecipeScreen>
public enum RecipeScreen {}

extension Presenter where Screen == RecipeScreen {
    /// The instructions in the interface's language when the drink has them in it, else in English; the
    /// amounts for the servings asked, volumes in `unit` (nil: as written), and the drink's strength.
    public func map(_ drink: Drink, amounts: RecipeAmounts, unit: VolumeUnit?) -> RecipeViewModel {
        let (instructions, instructionsLanguage, instructionsNote) = instructions(of: drink)
        let yours = DrinkSource(drinkID: drink.id) == .yours ? HouseDrinksPresenter(localizer: localizer).recipeMark : nil
        let details = [yours] + [drink.category, drink.alcoholic, drink.glass].map { $0.map(localizer.catalogueWord) }
        return RecipeViewModel(
            id: drink.id,
            name: drink.name,
            category: drink.category,
            alcoholic: drink.alcoholic,
            glass: drink.glass,
            details: details.compactMap { $0 }.isEmpty
                ? nil : details.compactMap { $0 }.joined(with: localizer.string("LIST_SEPARATOR", table: .shared)),
            imageURL: drink.imageURLText,
            ingredients: ingredients(of: amounts, in: unit),
            servings: amounts.servings,
            strength: strength(of: amounts),
            instructions: instructions,
            instructionsLanguage: instructionsLanguage,
            instructionsNote: instructionsNote,
            favourite: nil,
            iba: drink.iba,
            tags: drink.tags,
            listing: listing(of: drink)
        )
    }

    /// The IBA list, then the tags, on one line.
    private func listing(of drink: Drink) -> String? {
        let separator = localizer.string("LIST_SEPARATOR", table: .shared)
        let iba = drink.iba.map { localizer.string("RECIPE_IBA", table: .catalogue, $0) }
        let tags = drink.tags.isEmpty ? nil : localizer.string("RECIPE_TAGS", table: .catalogue, drink.tags.joined(with: separator))
        let parts = [iba, tags].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(with: localizer.string("RECIPE_LISTING_SEPARATOR", table: .catalogue))
    }

    public var recipeLoadingMessage: String {
        localizer.string("CATALOGUE_RECIPE_LOADING", table: .catalogue)
    }

    public var randomLoadingMessage: String {
        localizer.string("CATALOGUE_RANDOM_LOADING", table: .catalogue)
    }

    /// The instructions in the interface's language, else in English with a note that says so.
    private func instructions(of drink: Drink) -> (text: String?, language: String?, note: String?) {
        let language = localizer.language
        if language != .english, let translation = InstructionsLanguage(rawValue: language.rawValue),
            let translated = drink.translatedInstructions[translation]
        {
            return (translated, translation.rawValue, nil)
        }
        guard let english = drink.instructions else { return (nil, nil, nil) }
        let note = language == .english ? nil : localizer.string("RECIPE_INSTRUCTIONS_IN_ENGLISH", table: .catalogue, drink.name)
        return (english, Language.english.rawValue, note)
    }

    /// TheCocktailDB's failures the catalogue's own way; the rest, and a name that finds nothing or too much, as
    /// `ingredients` words them.
    public func message(for reason: LookupFailureReason) -> String {
        switch reason {
        case .connectivity:
            localizer.string("CATALOGUE_CONNECTIVITY", table: .catalogue)
        case .untrustedCertificate:
            localizer.string("CATALOGUE_UNTRUSTED_CERTIFICATE", table: .catalogue)
        case .invalidData, .notFound, .noSuchCocktail, .ambiguousName:
            IngredientsPresenter(localizer: localizer, database: database).message(for: reason)
        }
    }
}
