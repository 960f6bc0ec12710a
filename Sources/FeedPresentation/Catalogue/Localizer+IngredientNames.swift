import NameMatching

extension Localizer {
    /// An ingredient's name in this language ("Limettensaft" for "Lime juice"), compared ignoring case, diacritics and
    /// surrounding whitespace; the name as given in English, or when the table does not name it (a brand it keeps, a
    /// drink of the user's own). What is shown only: JSON and the bar keep TheCocktailDB's English.
    public func ingredientName(_ name: String) -> String {
        guard language != .english else { return name }
        let key = name.lowercased()
        if hasString(key, table: .ingredientNames) { return string(key, table: .ingredientNames) }
        let folded = NameKey.of(name)
        guard let match = keys(in: .ingredientNames).first(where: { NameKey.of($0) == folded }) else { return name }
        return string(match, table: .ingredientNames)
    }

    /// The name after a number above one ("2 Limetten", "Saft von 3 Limetten"): the language's plural where its
    /// table holds one, else its one name. English keeps TheCocktailDB's name as written, as `ingredientName` does.
    public func ingredientName(_ name: String, afterCount count: Double) -> String {
        guard language != .english, count > 1 else { return ingredientName(name) }
        let key = name.lowercased()
        return hasString(key, table: .ingredientPlurals) ? string(key, table: .ingredientPlurals) : ingredientName(name)
    }

    /// The English name of an ingredient typed as this language writes it ("limettensaft" is "Lime juice"), ignoring
    /// case and diacritics; nil in English, for a name that is no translation, or for one both languages write alike
    /// ("lime" in Italian), which is kept as typed.
    public func englishIngredientName(ofTyped typed: String) -> String? {
        guard language != .english else { return nil }
        let folded = NameKey.of(typed)
        guard let key = keys(in: .ingredientNames).sorted().first(where: { NameKey.of(string($0, table: .ingredientNames)) == folded })
        else { return nil }
        let english = Localizer(language: .english).string(key, table: .ingredientNames)
        return NameKey.of(english) == folded ? nil : english
    }

    /// Every ingredient name in this language, for "did you mean" among what a user of it types.
    public var ingredientNames: [String] {
        keys(in: .ingredientNames).sorted().map { string($0, table: .ingredientNames) }
    }
}
