/// One ingredient of a recipe as a view shows it: its measure as written, and as shown for the units and
/// servings asked.
public struct IngredientViewModel: Sendable, Equatable {
    public let name: String
    /// The measure exactly as TheCocktailDB wrote it; never lost, whatever is shown.
    public let measure: String?
    /// The measure for the units and servings asked, or as written where no amount was read.
    public let shown: String?
    /// The amount read from the measure, as the JSON `amount` object's members; nil when none was read.
    public let amount: [ListMember]?
    /// The shown measure and the name on one line: "1 1/2 oz Tequila", or just "Salt".
    public let line: String
}

extension IngredientViewModel {
    /// An ingredient shown as written, with no amount read.
    init(name: String, measure: String?, line: String) {
        self.init(name: name, measure: measure, shown: measure, amount: nil, line: line)
    }
}
