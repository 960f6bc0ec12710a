import CatalogueFeature
import NameMatching

extension Presenter where Screen == CatalogueSearchScreen {
    /// One drink a search found, a name a row, in the contract's JSON shape, whether it was read whole or from the index.
    static func row(id: Int, name: String, category: String?, alcoholic: String?, glass: String?) -> ListRow {
        ListRow(
            name: name,
            members: [
                ListMember("id", .number(id)), ListMember("name", .text(name)), ListMember("category", .text(category)),
                ListMember("alcoholic", .text(alcoholic)), ListMember("glass", .text(glass)),
                ListMember("source", .text(DrinkSource(drinkID: id).rawValue)),
            ])
    }

    /// The drinks a filtered search keeps, one name a row, in the same JSON shape as a search by name; when
    /// nothing matched, the note says so.
    public func map(_ drinks: [IndexedDrink], limit: Int? = nil) -> ListViewModel {
        ListViewModel(
            rows: ListRows(drinks, limit: limit) { drink in
                Self.row(id: drink.id, name: drink.name, category: drink.category, alcoholic: drink.alcoholic, glass: drink.glass)
            },
            note: filteredNote(matched: drinks.count, limit: limit),
            members: [ListMember("source", .text(CatalogueSource.catalogue.rawValue))]
        )
    }

    /// `search` with neither a text nor a filter.
    public var nothingToSearchMessage: String {
        localizer.string("CATALOGUE_SEARCH_NOTHING_ASKED", table: .catalogue)
    }

    private func filteredNote(matched: Int, limit: Int?) -> String? {
        if matched == 0 { return localizer.string("CATALOGUE_FILTER_NO_MATCH", table: .catalogue) }
        guard let limit, limit < matched else { return nil }
        return localizer.string("CATALOGUE_SEARCH_LIMITED", table: .catalogue, limit, matched)
    }
}

extension Presenter {
    /// One sentence for a filter that has no answer, naming what was typed as a terminal shows it.
    public func message(for reason: DrinkFilterFailureReason) -> String {
        switch reason {
        case let .unknownCategory(typed, closest):
            unknownValue("CATALOGUE_FILTER_UNKNOWN_CATEGORY", typed: typed, closest: closest)
        case let .unknownGlass(typed, closest):
            unknownValue("CATALOGUE_FILTER_UNKNOWN_GLASS", typed: typed, closest: closest)
        case let .unknownIngredient(typed, suggestion?):
            localizer.string(
                "CATALOGUE_FILTER_UNKNOWN_INGREDIENT_SUGGESTION", table: .catalogue, TypedTextExcerpt.of(typed),
                localizer.ingredientName(suggestion))
        case let .unknownIngredient(typed, nil):
            localizer.string("CATALOGUE_FILTER_UNKNOWN_INGREDIENT", table: .catalogue, TypedTextExcerpt.of(typed))
        case .noDrinkMatches:
            localizer.string("CATALOGUE_FILTER_NO_MATCH", table: .catalogue)
        }
    }

    private func unknownValue(_ key: String, typed: String, closest: [String]) -> String {
        let unknown = localizer.string(key, table: .catalogue, TypedTextExcerpt.of(typed))
        guard !closest.isEmpty else { return unknown }
        let quoted = closest.map(localizer.quoted).joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
        // One closest value takes a singular label: "Il più vicino: «Shot»".
        let label = closest.count == 1 ? "CATALOGUE_FILTER_CLOSEST_ONE" : "CATALOGUE_FILTER_CLOSEST"
        return unknown + " " + localizer.string(label, table: .catalogue, quoted)
    }
}
