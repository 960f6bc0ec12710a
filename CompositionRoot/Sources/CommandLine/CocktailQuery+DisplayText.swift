import IngredientsFeature

extension CocktailQuery {
    /// The query as the user would recognise it in a message.
    var displayText: String {
        switch self {
        case let .name(name): name
        case let .id(id): String(id)
        }
    }
}
