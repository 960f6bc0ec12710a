/// One field over the whole catalogue: its distinct values, and the drinks that have each.
struct FieldIndex: Sendable {
    /// Each value once by its filter key, spelled as the drink with the lowest id spells it, in
    /// the order of those ids: the order of TheCocktailDB's recorded category and glass lists.
    let values: [RecordedText]
    /// By filter key, the catalogue positions of the drinks with that value, in name order.
    private let positions: [String: [Int]]

    /// - Parameters:
    ///   - nameOrder: every drink's position, sorted by name ignoring case.
    ///   - idOrder: every drink's position, sorted by id.
    init(_ field: DrinkField, of drinks: [RecordedDrink], nameOrder: [Int], idOrder: [Int]) {
        // Blank values match nothing and are listed nowhere.
        let keyed = drinks.map { drink in
            field.values(of: drink).map { (key: FilterKey.of($0.text), value: $0) }.filter { !$0.key.isEmpty }
        }
        var positions: [String: [Int]] = [:]
        for position in nameOrder {
            // A drink that names one ingredient in two slots is listed once.
            for (key, _) in keyed[position] where positions[key]?.last != position {
                positions[key, default: []].append(position)
            }
        }
        var values: [RecordedText] = []
        var listed = Set<String>()
        for position in idOrder {
            for (key, value) in keyed[position] where listed.insert(key).inserted {
                values.append(value)
            }
        }
        self.values = values
        self.positions = positions
    }

    /// The positions of the drinks whose value matches `query`, in name order.
    func positions(matching query: String) -> [Int] {
        positions[FilterKey.of(query)] ?? []
    }
}
