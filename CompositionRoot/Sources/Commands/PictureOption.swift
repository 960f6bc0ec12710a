import FeedPresentation

extension OptionSyntax {
    /// `recipe --picture` and `random --picture`: the drink's photo drawn above the recipe.
    static let picture = OptionSyntax("--picture", wording: .commandLine)
}
