import FeedPresentation

extension OptionSyntax {
    /// `makeable --favourites` and `shopping --favourites`: only the user's favourite drinks are candidates.
    static let favourites = OptionSyntax("--favourites", wording: .favourites)
}
