import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import NameMatching
import TextDistance

/// Where `search`'s and `random`'s filters meet the ingredient knowledge: the typed values made one `DrinkFilter`,
/// and, when it keeps no drink, the value the catalogue does not know.
struct DrinkFilterMaker: Sendable {
    let filter: DrinkFilter
    private let knowledge: IngredientKnowledge?
    private let language: Language

    /// Reads the knowledge only when an ingredient is to be matched with it.
    init(_ options: DrinkFilterOptions, text: String?) throws(IngredientKnowledgeError) {
        let knowledge = options.strict || options.ingredients.isEmpty ? nil : try ShippedKnowledge.get()
        self.knowledge = knowledge
        language = options.language
        let conditions = options.ingredients.map { typed in
            let finder = knowledge.map { IngredientFinder(typed, knowledge: $0) } ?? IngredientFinder(strict: typed)
            return IngredientCondition(typed: typed, finds: finder.finds)
        }
        filter = DrinkFilter(
            text: text, ingredients: conditions, category: options.category, glass: options.glass, alcohol: options.alcohol,
            ibaOnly: options.ibaOnly)
    }

    /// Why the filter keeps none of `drinks`: the first value none of them has, with the closest ones they have in
    /// the words of the language it was typed in, else that no drink meets every filter at once.
    func failure(in drinks: [IndexedDrink]) -> DrinkFilterFailure {
        let kinds = CatalogueKinds(drinks)
        let localizer = Localizer(language: language)
        if let category = filter.category, let closest = KindSuggestion.unknown(category, among: kinds.categories, shownAs: localizer) {
            return DrinkFilterFailure(reason: .unknownCategory(category, closest: closest))
        }
        if let glass = filter.glass, let closest = KindSuggestion.unknown(glass, among: kinds.glasses, shownAs: localizer) {
            return DrinkFilterFailure(reason: .unknownGlass(glass, closest: closest))
        }
        for condition in filter.ingredients where !drinks.contains(where: { $0.ingredientNames.contains(where: condition.finds) }) {
            let known = KnownIngredients(drinks.map(MakeableCandidate.init), knowledge: knowledge)
            let suggestion = BarIngredient(condition.typed).flatMap { known.suggestion(for: $0, in: localizer) }
            return DrinkFilterFailure(reason: .unknownIngredient(condition.typed, suggestion: suggestion))
        }
        return DrinkFilterFailure(reason: .noDrinkMatches)
    }

    /// The filter, once it is known to keep one of `drinks` at least.
    func checked(against drinks: [IndexedDrink]) throws(DrinkFilterFailure) -> DrinkFilter {
        guard !CatalogueQuery.filter(drinks, by: filter).isEmpty else { throw failure(in: drinks) }
        return filter
    }
}

/// A filter with no answer: a usage error for a value the catalogue does not know, else no drink to show.
struct DrinkFilterFailure: Error, Equatable {
    let reason: DrinkFilterFailureReason

    var exitCode: ExitCode {
        reason == .noDrinkMatches ? .notFound : .usage
    }
}

/// The catalogue's values closest to one it does not have.
enum KindSuggestion {
    /// Nil when `typed` is one of `values`, ignoring case and diacritics; else the values at the fewest edits (a swap
    /// of two neighbours is one), then those whose words hold the typed ones or the other way round, at most three.
    static func unknown(_ typed: String, among values: [String]) -> [String]? {
        let key = NameKey.of(typed)
        let keyed = values.map { (value: $0, key: NameKey.of($0)) }
        guard !keyed.contains(where: { $0.key == key }) else { return nil }
        let letters = Array(key)
        let limit = NameSuggestion.maximumDistance(forLength: letters.count)
        let near = keyed.map { (value: $0.value, distance: EditDistance.optimalStringAlignment(letters, Array($0.key))) }
            .filter { $0.distance <= limit }.sorted { $0.distance < $1.distance }.map(\.value)
        let holding = key.isEmpty ? [] : keyed.filter { $0.key.contains(key) || key.contains($0.key) }.map(\.value)
        var closest: [String] = []
        for value in near + holding where !closest.contains(value) && closest.count < 3 { closest.append(value) }
        return closest
    }

    /// The same, among the values as `localizer`'s language shows them ("Weinglas"); those near as TheCocktailDB
    /// writes them, in its words, when none is near as shown. English's are TheCocktailDB's own.
    static func unknown(_ typed: String, among values: [String], shownAs localizer: Localizer) -> [String]? {
        guard let closest = unknown(typed, among: values) else { return nil }
        guard localizer.language != .english else { return closest }
        let shown = unknown(typed, among: values.map(localizer.catalogueWord)) ?? []
        return shown.isEmpty ? closest.map(localizer.catalogueWord) : shown
    }
}
