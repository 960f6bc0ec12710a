/// How many items one answer may hold: the free key's caps, or none for a production key.
struct AnswerLimits: Sendable, Equatable {
    /// `search.php?f=`.
    let drinksPerLetter: Int
    /// `filter.php`.
    let drinksPerFilter: Int
    /// `list.php?i=list`; the category, glass and alcoholic lists are short enough for any cap.
    let ingredientsListed: Int

    /// As the recordings show: 25 a letter, 100 a filtered list, 100 ingredients.
    static let freeKey = AnswerLimits(drinksPerLetter: 25, drinksPerFilter: 100, ingredientsListed: 100)
    static let productionKey = AnswerLimits(drinksPerLetter: .max, drinksPerFilter: .max, ingredientsListed: .max)

    /// The free key is the one under `/api/json/v1/`; any other is a production key, under `/api/json/v2/`.
    init(for version: APIRequest.Version) {
        self = version == .v1 ? .freeKey : .productionKey
    }

    private init(drinksPerLetter: Int, drinksPerFilter: Int, ingredientsListed: Int) {
        self.drinksPerLetter = drinksPerLetter
        self.drinksPerFilter = drinksPerFilter
        self.ingredientsListed = ingredientsListed
    }

    func listed(_ field: DrinkField) -> Int {
        field == .ingredient ? ingredientsListed : .max
    }
}
