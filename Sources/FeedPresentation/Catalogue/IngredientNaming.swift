import NameMatching

/// The language's ingredient names read once, for a list that names thousands (`makeable`): `ingredientName` for each
/// name without a lookup in the table each time.
public struct IngredientNaming: Sendable {
    /// The language's name, by the English name's `NameKey`; empty in English.
    private let names: [String: String]

    public init(_ localizer: Localizer) {
        guard localizer.language != .english else {
            names = [:]
            return
        }
        var names: [String: String] = [:]
        for key in localizer.keys(in: .ingredientNames).sorted() {
            let folded = NameKey.of(key)
            if names[folded] == nil { names[folded] = localizer.string(key, table: .ingredientNames) }
        }
        self.names = names
    }

    /// The name in the language, or as given when the table does not name it.
    public func callAsFunction(_ name: String) -> String {
        names.isEmpty ? name : names[NameKey.of(name)] ?? name
    }
}
