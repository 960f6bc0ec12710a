/// How the user rated a drink they keep, and their note, as a recipe shows it.
public struct FavouriteViewModel: Sendable, Equatable {
    /// 1 to 5, or nil when the user gave none.
    public let rating: Int?
    public let note: String?
    /// The rating and the note in the interface's words, one line each.
    public let lines: [String]
}
