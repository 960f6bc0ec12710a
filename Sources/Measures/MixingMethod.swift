/// How a drink is mixed, which sets how much ice melts into it.
public enum MixingMethod: String, Sendable, CaseIterable {
    case shaken, stirred, built, blended

    /// The method the instructions name: blended before shaken before stirred; stirred only when the drink is
    /// strained off its ice, else a stir in the glass is built; nil when they name none.
    public init?(instructions: String?) {
        guard let text = instructions.map({ Array($0.lowercased().utf8) }) else { return nil }
        if text.holds("blend") {
            self = .blended
        } else if text.holds("shake") || text.holds("shaking") {
            self = .shaken
        } else if text.holds("stir") {
            self = text.holds("strain") ? .stirred : .built
        } else if Self.buildingWords.contains(where: text.holds) {
            self = .built
        } else {
            return nil
        }
    }

    private static let buildingWords = ["pour", "build", "built", "fill", "top", "layer", "float", "add", "combine", "mix"]

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
