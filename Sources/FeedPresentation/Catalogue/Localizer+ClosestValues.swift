import NameMatching

extension Localizer {
    /// `ValueSuggestion`, among the catalogue's values as this language shows them ("Weinglas"); those near as
    /// TheCocktailDB writes them, in this language's words, when none is near as shown. English's are TheCocktailDB's
    /// own. Nil when `typed` is one of the values.
    public func closestCatalogueValues(to typed: String, among values: [String]) -> [String]? {
        guard let closest = ValueSuggestion.closest(to: typed, among: values) else { return nil }
        guard language != .english else { return closest }
        let shown = ValueSuggestion.closest(to: typed, among: values.map(catalogueWord)) ?? []
        return shown.isEmpty ? closest.map(catalogueWord) : shown
    }
}
