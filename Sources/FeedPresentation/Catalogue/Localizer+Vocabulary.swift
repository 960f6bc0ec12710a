extension Localizer {
    /// One of TheCocktailDB's fixed words (a category, an alcohol content, a glass) in this language; the data's own
    /// English, as written, in English or for a word the table does not know.
    func catalogueWord(_ value: String) -> String {
        guard language != .english else { return value }
        let key = value.lowercased()
        return hasString(key, table: .vocabulary) ? string(key, table: .vocabulary) : value
    }
}
