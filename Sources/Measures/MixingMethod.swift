/// How a drink is mixed, which sets how much ice melts into it.
public enum MixingMethod: String, Sendable, CaseIterable {
    case shaken, stirred, built, blended

    /// The method the instructions name (`ST-2`); nil when they name none.
    public init?(instructions: String?) {
        guard let instructions else { return nil }
        self.init(reading: InstructionWords(instructions))
    }

    /// Blended before shaken before stirred; stirred only when the drink is strained off its ice, else a stir in the
    /// glass is built. Read from verbs: "blended whiskey" and "a spice blend" blend nothing.
    init?(reading words: InstructionWords) {
        if Self.blends(words) {
            self = .blended
        } else if words.hasAny(of: ["shake", "shaken", "shaking", "shakes", "shaker"]) {
            self = .shaken
        } else if words.hasAny(of: ["stir", "stirred", "stirring", "stirs"]) {
            self = words.hasAny(of: ["strain", "strained", "straining"]) ? .stirred : .built
        } else if words.hasAny(of: Self.buildingWords) {
            self = .built
        } else {
            return nil
        }
    }

    /// A blender, or "blend" as a verb. "Blended" is left alone: before a noun it names a whisky, and "stir until
    /// blended" mixes by hand.
    private static func blends(_ words: InstructionWords) -> Bool {
        words.hasAny(of: ["blender", "blenders", "blending"])
            || words.has("blend") { before, after in !["a", "the", "spice", "this", "your", "our"].contains(before ?? "") && after != "of" }
    }

    private static let buildingWords = [
        "pour", "poured", "pouring", "build", "built", "fill", "filled", "top", "topped", "layer", "layered", "layering",
        "float", "floated", "add", "added", "adding", "combine", "combined", "mix", "mixed", "mixing",
    ]

    /// The water the ice adds, as a share of what was poured, for a drink poured at `abv` percent: Dave Arnold's
    /// formulas for shaken and stirred drinks, fixed shares for built and blended (see `docs/measures.md`).
    func dilution(atABV abv: Double) -> Double {
        let fraction = min(max(abv / 100, 0), 1)
        switch self {
        case .shaken: return -1.567 * fraction * fraction + 1.742 * fraction + 0.203
        case .stirred: return -1.21 * fraction * fraction + 1.246 * fraction + 0.145
        case .built: return 0.24
        case .blended: return 0.9
        }
    }
}
