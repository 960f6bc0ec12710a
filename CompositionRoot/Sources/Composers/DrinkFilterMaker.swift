import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import NameMatching

/// Where `search`'s and `random`'s filters meet the ingredient knowledge: the typed values made one `DrinkFilter`,
/// and, when it keeps no drink, the value the catalogue does not know.
struct DrinkFilterMaker: Sendable {
    let filter: DrinkFilter
    private let knowledge: IngredientKnowledge?
    private let language: Language

    /// Reads the knowledge only when an ingredient is to be matched with it.
    init(_ options: DrinkFilterOptions, text: String?) throws(IngredientKnowledgeError) {
        let knowledge = options.strict || options.ingredients.isEmpty ? nil : try IngredientKnowledge.shipped()
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
        if let category = filter.category, let closest = localizer.closestCatalogueValues(to: category, among: kinds.categories) {
            return DrinkFilterFailure(reason: .unknownCategory(category, closest: closest))
        }
        if let glass = filter.glass, let closest = localizer.closestCatalogueValues(to: glass, among: kinds.glasses) {
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
