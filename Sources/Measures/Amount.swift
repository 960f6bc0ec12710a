/// What a measure says, in one unit a kind: ml, parts, pieces or grams, for the servings asked.
///
/// A range ("2-3 oz") keeps its lower bound as the value and its upper bound as the maximum; a single
/// amount has no maximum.
public enum Amount: Sendable, Equatable {
    case volume(ml: Double, maxML: Double?)
    case parts(Double, maxParts: Double?)
    case count(Double, maxCount: Double?)
    case weight(grams: Double, maxGrams: Double?)

    /// The amount for `servings` drinks: parts are a ratio, the same for one drink as for ten.
    func scaled(by servings: Double) -> Amount {
        switch self {
        case .volume(let ml, let maxML): .volume(ml: ml * servings, maxML: maxML.map { $0 * servings })
        case .parts: self
        case .count(let count, let maxCount): .count(count * servings, maxCount: maxCount.map { $0 * servings })
        case .weight(let grams, let maxGrams): .weight(grams: grams * servings, maxGrams: maxGrams.map { $0 * servings })
        }
    }

    /// One figure for a range, for the strength: its middle.
    static func typical(_ value: Double, _ maximum: Double?) -> Double {
        guard let maximum else { return value }
        return (value + maximum) / 2
    }
}
