import Measures
import Testing

/// The sizes `docs/measures.md` names, restated so that the tests check the code against the document.
enum BarSizes {
    static let oz = 29.5735
    static let tsp = oz / 6
    static let tbsp = oz / 2
    static let cup = oz * 8
    static let pint = oz * 16
    static let quart = oz * 32
    static let gallon = oz * 128
    static let fifth = oz * 25.6
    static let shot = oz * 1.5
    static let dash = oz / 32
    static let splash = oz / 12
    static let drop = 0.05
    static let pound = 453.592
    static let lime = tbsp * 2
    static let lemon = tbsp * 3
    static let orange = tbsp * 4.5
}

func ml(_ ml: Double, to maxML: Double? = nil) -> Amount { .volume(ml: ml, maxML: maxML) }
func parts(_ parts: Double, to maxParts: Double? = nil) -> Amount { .parts(parts, maxParts: maxParts) }
func count(_ count: Double, to maxCount: Double? = nil) -> Amount { .count(count, maxCount: maxCount) }
func grams(_ grams: Double, to maxGrams: Double? = nil) -> Amount { .weight(grams: grams, maxGrams: maxGrams) }

/// Amounts equal but for the last bits a different order of the same arithmetic leaves.
func roughlyEqual(_ actual: Amount?, _ expected: Amount?) -> Bool {
    switch (actual, expected) {
    case (nil, nil): true
    case (.volume(let a, let aMax)?, .volume(let e, let eMax)?): close(a, e) && close(aMax, eMax)
    case (.parts(let a, let aMax)?, .parts(let e, let eMax)?): close(a, e) && close(aMax, eMax)
    case (.count(let a, let aMax)?, .count(let e, let eMax)?): close(a, e) && close(aMax, eMax)
    case (.weight(let a, let aMax)?, .weight(let e, let eMax)?): close(a, e) && close(aMax, eMax)
    default: false
    }
}

func close(_ actual: Double?, _ expected: Double?) -> Bool {
    guard let actual, let expected else { return actual == nil && expected == nil }
    return abs(actual - expected) <= 1e-9 * max(1, abs(expected))
}

func expectAmount(
    _ measure: String, ingredient: String = "Gin", is expected: Amount?, sourceLocation: SourceLocation = #_sourceLocation
) {
    let amount = Measure(measure, ingredient: ingredient).amount
    #expect(roughlyEqual(amount, expected), "\(measure) read \(String(describing: amount))", sourceLocation: sourceLocation)
}
