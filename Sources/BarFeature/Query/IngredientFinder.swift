import NameMatching

/// Which of the names recipes use one `--ingredient` finds. Literally, the name itself, ignoring case, diacritics
/// and surrounding whitespace. With the knowledge, also what belongs to it (`rum` finds Light, Dark, Añejo and
/// Spiced rum; `vodka` finds Absolut Vodka and Absolut Citron; `lime` finds Lime juice and Lime peel), and a
/// name whose last words are the ones typed (`rum` finds 151 proof rum), unless one of the two is alcoholic and
/// the other is not (`beer` does not find Ginger beer).
public struct IngredientFinder: Sendable {
    private let key: String
    private let knowledge: IngredientKnowledge?
    /// The ingredient the knowledge places under the typed name, synonyms resolved.
    private let family: Int?
    private let isAlcoholic: Bool?

    /// Finds only the name itself.
    public init(strict typed: String) {
        key = NameKey.of(typed)
        knowledge = nil
        family = nil
        isAlcoholic = nil
    }

    public init(_ typed: String, knowledge: IngredientKnowledge) {
        key = NameKey.of(typed)
        self.knowledge = knowledge
        family = knowledge.index(ofKey: key)
        isAlcoholic = knowledge.abv(of: typed).map { $0 > 0 }
    }

    public func finds(_ name: String) -> Bool {
        let nameKey = NameKey.of(name)
        if nameKey == key { return !key.isEmpty }
        guard let knowledge, !key.isEmpty else { return false }
        if let family, knowledge.belongs(key: nameKey, to: family) { return true }
        guard endsWithTypedWords(nameKey) else { return false }
        guard let isAlcoholic, let nameIsAlcoholic = knowledge.abv(of: name).map({ $0 > 0 }) else { return true }
        return nameIsAlcoholic == isAlcoholic
    }

    /// Whether the folded name ends with the typed words, a space before them.
    private func endsWithTypedWords(_ nameKey: String) -> Bool {
        nameKey.utf8.count > key.utf8.count && nameKey.hasSuffix(key) && nameKey.dropLast(key.count).hasSuffix(" ")
    }
}
