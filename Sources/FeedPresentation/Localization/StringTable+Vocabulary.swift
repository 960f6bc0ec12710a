extension StringTable {
    /// TheCocktailDB's fixed words (categories, alcohol contents, glasses), keyed by the English value in lower case.
    public static let vocabulary = StringTable("Vocabulary")
}
