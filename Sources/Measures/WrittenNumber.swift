/// A number as a measure writes it. Whole numbers and fractions stay exact, so that "1/3" for three
/// drinks reads "1" and not "0.99"; a decimal stays a decimal.
enum WrittenNumber: Sendable, Equatable {
    /// Reduced, with a positive denominator.
    case fraction(numerator: Int, denominator: Int)
    case decimal(Double)

    static func fraction(_ numerator: Int, over denominator: Int) -> WrittenNumber? {
        guard denominator > 0, numerator >= 0 else { return nil }
        let divisor = greatestCommonDivisor(numerator, denominator)
        return .fraction(numerator: numerator / divisor, denominator: denominator / divisor)
    }

    var value: Double {
        switch self {
        case .fraction(let numerator, let denominator): Double(numerator) / Double(denominator)
        case .decimal(let value): value
        }
    }

    /// The number for `servings` drinks; a fraction too large to stay exact becomes a decimal.
    func times(_ servings: Int) -> WrittenNumber {
        switch self {
        case .fraction(let numerator, let denominator):
            let (product, overflow) = numerator.multipliedReportingOverflow(by: servings)
            if !overflow, let scaled = WrittenNumber.fraction(product, over: denominator) { return scaled }
            return .decimal(value * Double(servings))
        case .decimal(let value):
            return .decimal(value * Double(servings))
        }
    }

    /// As a recipe writes it: "1 1/2", "1/3", "4.5".
    var text: String {
        switch self {
        case .fraction(let numerator, let denominator):
            NumberText.mixed(whole: numerator / denominator, numerator: numerator % denominator, denominator: denominator)
        case .decimal(let value):
            NumberText.decimal(value, places: 2)
        }
    }

    static func + (whole: WrittenNumber, part: WrittenNumber) -> WrittenNumber? {
        switch (whole, part) {
        case (.fraction(let wholeNumerator, 1), .fraction(let numerator, let denominator)):
            let (scaled, overflow) = wholeNumerator.multipliedReportingOverflow(by: denominator)
            let (sum, sumOverflow) = scaled.addingReportingOverflow(numerator)
            guard !overflow, !sumOverflow else { return nil }
            return fraction(sum, over: denominator)
        default:
            return nil
        }
    }

    private static func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
        var (larger, smaller) = (first, second)
        while smaller != 0 { (larger, smaller) = (smaller, larger % smaller) }
        return max(larger, 1)
    }
}
