/// One drink of a catalogue fixture, as the contract maps it: what `dringo sync` must save and what
/// `search`, `recipe` and `random` must show of it.
struct CatalogueDrink: Sendable, Hashable {
    struct Ingredient: Sendable, Hashable {
        let name: String
        let measure: String?

        /// The line `ingredients` prints for it: indented, the measure first when there is one.
        var line: String {
            "    " + (measure.map { "\($0) \(name)" } ?? name)
        }
    }

    let id: Int
    let name: String
    let category: String?
    let alcoholic: String?
    let glass: String?
    let instructions: String?
    let italianInstructions: String?
    let ingredients: [Ingredient]
}
