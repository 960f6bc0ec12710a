import CatalogueFeature
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

    /// Whether no filter is given; `--strict` alone filters nothing.
    var isEmpty: Bool {
        ingredients.isEmpty && category == nil && glass == nil && alcohol == nil && !ibaOnly
    }

    /// The category and the glass in TheCocktailDB's words, as the filters compare them: a word typed as the chosen
    /// language shows it in a recipe ("Cocktailglas") stands for the catalogue's ("Cocktail glass").
    func inCatalogueWords(_ localizer: Localizer) -> DrinkFilterOptions {
        var options = self
        options.category = category.map { localizer.catalogueValue(ofWord: $0) ?? $0 }
        options.glass = glass.map { localizer.catalogueValue(ofWord: $0) ?? $0 }
        return options
    }
}

extension OptionSyntax {
    static let ingredient = OptionSyntax("--ingredient", value: .text(placeholder: "NAME"), repeats: true, wording: .commandLine)
    static let category = OptionSyntax("--category", value: .text(placeholder: "NAME"), wording: .commandLine)
    static let glass = OptionSyntax("--glass", value: .text(placeholder: "NAME"), wording: .commandLine)
    static let alcoholic = OptionSyntax("--alcoholic", value: .oneOf(AlcoholChoice.allCases.map(\.rawValue)), wording: .commandLine)
    static let iba = OptionSyntax("--iba", wording: .commandLine)

    /// The filters, in the order a synopsis shows them.
    static let drinkFilters: [OptionSyntax] = [.ingredient, .category, .glass, .alcoholic, .iba, .strict]
}

/// `--alcoholic`'s words, and what each says of a drink.
enum AlcoholChoice: String, CaseIterable {
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
            ingredients: values(of: .ingredient), category: value(of: .category), glass: value(of: .glass),
            alcohol: value(of: .alcoholic).flatMap(AlcoholChoice.init(rawValue:))?.content, ibaOnly: isSet(.iba), strict: isSet(.strict))
    }
}
