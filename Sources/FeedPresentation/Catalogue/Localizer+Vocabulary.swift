import NameMatching

extension Localizer {
    /// One of TheCocktailDB's fixed words (a category, an alcohol content, a glass) in this language; the data's own
    /// English, as written, in English or for a word the table does not know.
    public func catalogueWord(_ value: String) -> String {
        guard language != .english else { return value }
        let key = value.lowercased()
        return hasString(key, table: .vocabulary) ? string(key, table: .vocabulary) : value
    }

    /// TheCocktailDB's own word, as the vocabulary keys it (lowercased English), for one typed as this language shows
    /// it ("Cocktailglas"), ignoring case and diacritics; nil in English, or for a word that is no translation.
    public func catalogueValue(ofWord typed: String) -> String? {
        guard language != .english else { return nil }
        let key = NameKey.of(typed)
        return keys(in: .vocabulary).sorted().first { NameKey.of(string($0, table: .vocabulary)) == key }
    }
}
