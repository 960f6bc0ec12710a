import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import Measures

/// The options and operands that several commands share, each declared once.
extension OptionDeclaration where Self == Option<Language> {
    static var language: Self { Option("--lang", wording: .commandLine) }
}

extension OptionDeclaration where Self == Flag {
    /// `--demo`, anywhere before `--`: the TheCocktailDB built into dringo, with the demo's own cache and data.
    static var demo: Self { Flag("--demo", wording: .commandLine) }
    /// `recipe --picture` and `random --picture`: the drink's photo drawn above the recipe.
    static var picture: Self { Flag("--picture", wording: .commandLine) }
    /// `makeable --favourites` and `shopping --favourites`: only the user's favourite drinks are candidates.
    static var favourites: Self { Flag("--favourites", wording: .favourites) }
}

extension OptionDeclaration where Self == Option<OutputFormat> {
    static var format: Self { Option("--format", wording: .commandLine) }
}

extension OptionDeclaration where Self == Option<Int> {
    static var limit: Self { Option("--limit", in: 1...Int.max, wording: .commandLine) }
    static var servings: Self { Option("--servings", in: Servings.range, wording: .commandLine) }
}

extension OptionDeclaration where Self == Option<VolumeUnit> {
    /// Else `DRINGO_UNITS`, else each measure as written.
    static var units: Self { Option("--units", wording: .commandLine, environmentVariable: "DRINGO_UNITS") }
}

extension OperandSyntax {
    /// A cocktail's name, typed in as many words as it has, or its id as digits only.
    static let nameOrID = OperandSyntax("name-or-id", wording: .commandLine, joinsWords: true)
}

extension ParsedArguments {
    /// `--format`, text unless asked otherwise.
    var format: OutputFormat {
        self[.format] ?? .text
    }

    /// `--servings`, one unless asked otherwise.
    var servings: Int {
        self[.servings] ?? 1
    }
}
