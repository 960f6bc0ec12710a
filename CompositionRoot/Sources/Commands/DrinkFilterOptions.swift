import CatalogueFeature
import CommandLineGrammar
import FeedPresentation

/// The filters `search` and `random` share: what is in the drink and what kind it is.
struct DrinkFilterOptions: Equatable {
    /// As typed, each to find one of the drink's ingredients.
    var ingredients: [String] = []
    var category: String?
    var glass: String?
    var alcohol: AlcoholContent?
    var ibaOnly = false
    /// The ingredients matched by name alone, without the knowledge.
    var strict = false
    /// The language the values were typed in, whose words a "did you mean" offers.
    var language = Language.english

    /// Whether no filter is given; `--strict` alone filters nothing.
    var isEmpty: Bool {
        ingredients.isEmpty && category == nil && glass == nil && alcohol == nil && !ibaOnly
    }

    /// The category, the glass and the ingredients in TheCocktailDB's words, as the filters compare them: a word typed
    /// as the chosen language shows it in a recipe ("Cocktailglas", "zumo de lima") stands for the catalogue's.
    func inCatalogueWords(_ localizer: Localizer) -> DrinkFilterOptions {
        var options = self
        options.category = category.map { localizer.catalogueValue(ofWord: $0) ?? $0 }
        options.glass = glass.map { localizer.catalogueValue(ofWord: $0) ?? $0 }
        options.ingredients = ingredients.map { localizer.englishIngredientName(ofTyped: $0) ?? $0 }
        options.language = localizer.language
        return options
    }
}

extension OptionDeclaration where Self == Option<String> {
    /// Each given finds one of the drink's ingredients.
    static var ingredient: Self { Option("--ingredient", text: "NAME", repeats: true, wording: .commandLine) }
    static var category: Self { Option("--category", text: "NAME", wording: .commandLine) }
    static var glass: Self { Option("--glass", text: "NAME", wording: .commandLine) }
}

extension OptionDeclaration where Self == Option<AlcoholChoice> {
    static var alcoholic: Self { Option("--alcoholic", wording: .commandLine) }
}

extension OptionDeclaration where Self == Flag {
    /// Only the IBA's official cocktails.
    static var iba: Self { Flag("--iba", wording: .commandLine) }
    /// Literal matching, as dringo matched before it knew ingredients.
    static var strict: Self { Flag("--strict", wording: .bar) }
}

extension CommandDefinition {
    /// The filters, in the order a synopsis shows them.
    static let drinkFilters: [any OptionDeclaration] = [.ingredient, .category, .glass, .alcoholic, .iba, .strict]
}

/// `--alcoholic`'s words, and what each says of a drink.
enum AlcoholChoice: String, CaseIterable, Sendable {
    case yes, no, optional

    var content: AlcoholContent {
        switch self {
        case .yes: .alcoholic
        case .no: .nonAlcoholic
        case .optional: .optional
        }
    }
}

extension ParsedArguments {
    var drinkFilters: DrinkFilterOptions {
        DrinkFilterOptions(
            ingredients: values(of: .ingredient), category: self[.category], glass: self[.glass], alcohol: self[.alcoholic]?.content,
            ibaOnly: self[.iba], strict: self[.strict])
    }
}
