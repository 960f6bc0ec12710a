import FeedFeature

/// The feed mapping rules applied to a strict JSON document.
enum ReferenceFeed {
    /// The items the mapper must deliver, or nil when it must refuse the body as invalid data.
    static func items(in document: JSONValue) -> [CocktailItem]? {
        switch document["drinks"] {
        case .null?:
            return []
        case let .array(drinks)?:
            return drinks.compactMap { item(from: ReferenceDrink(members: $0)) }
        default:
            return nil
        }
    }

    private static func item(from drink: ReferenceDrink) -> CocktailItem? {
        guard let id = drink.identifier("idDrink"), let name = drink.text("strDrink") else { return nil }
        return CocktailItem(id: id, name: name, description: drink.text("strInstructions"), imageURL: drink.webURL("strDrinkThumb"))
    }
}
