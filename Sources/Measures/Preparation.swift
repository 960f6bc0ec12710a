/// How a drink is made, read from what its instructions do to it, and whether ice meets it. The rules are `ST-2` and
/// `ST-12` in `Specs/ReadRecipeAmounts.md`, and `docs/measures.md` says why.
struct Preparation: Equatable {
    let method: MixingMethod?
    /// Whether ice meets the drink, so that it melts into it.
    let isIced: Bool

    init(instructions: String?, ingredients: [String]) {
        let words = InstructionWords(instructions ?? "")
        let method = MixingMethod(reading: words)
        self.method = method
        guard let method, !Self.saysWithoutIce(words) else {
            isIced = false
            return
        }
        switch method {
        // A bartender shakes, stirs to strain and blends with ice, whether or not the recipe says so.
        case .shaken, .stirred, .blended: isIced = true
        case .built: isIced = ingredients.contains(where: Self.isIce) || Self.mentionsIce(words)
        }
    }

    /// Ice chills and melts by the method's dilution; it is not poured.
    static func isIce(_ name: String) -> Bool {
        ["ice", "crushed ice", "ice cubes", "ice cube", "cracked ice", "shaved ice"].contains(name.lowercased().trimmedOfWhitespace)
    }

    /// "over ice", "filled with ice", "on the rocks"; not "ice cream" nor "ice-cold".
    private static func mentionsIce(_ words: InstructionWords) -> Bool {
        words.hasAny(of: ["rocks", "iced"])
            || words.has("ice") { _, after in !["cream", "creams", "cold"].contains(after ?? "") }
    }

    private static func saysWithoutIce(_ words: InstructionWords) -> Bool {
        words.has("ice") { before, _ in before == "without" || before == "no" }
    }
}
