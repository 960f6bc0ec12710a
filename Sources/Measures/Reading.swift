/// Where a measure's quantity is in its text, and what it says. Offsets count `Character`s of the written text.
struct Reading: Sendable, Equatable {
    /// Nil: a bare number, which counts pieces.
    var unit: MeasureUnit?
    let value: WrittenNumber
    let maximum: WrittenNumber?
    /// "Dash" alone: one, though no number is written.
    let numberIsImplied: Bool
    /// The numbers, "2-3" of "2-3 oz".
    let numbers: Range<Int>
    /// Where the lower bound ends and the upper bound starts, to keep the connector ("-", " to ") as written.
    let valueEnd: Int
    let maximumStart: Int
    /// The numbers and the first unit, "70ml" of "70ml/2fl oz".
    let quantityEnd: Int
    /// The numbers, the unit and any alternative, "70ml/2fl oz".
    let spanEnd: Int
    /// The ml of juice in one piece, for "Juice of 1/2" a citrus fruit.
    let juicePerPiece: Double?

    /// The amount for one drink; nil when it is out of the bounds of `BarConventions`.
    var amount: Amount? {
        let low = value.value
        let high = maximum?.value
        guard low.isFinite, high?.isFinite ?? true else { return nil }
        switch unit {
        case .volume(let ml, _):
            return bounded(low * ml, high.map { $0 * ml }, by: BarConventions.largestVolumeML).map { .volume(ml: $0, maxML: $1) }
        case .parts:
            return bounded(low, high, by: BarConventions.largestParts).map { .parts($0, maxParts: $1) }
        case .weight(let grams):
            return bounded(low * grams, high.map { $0 * grams }, by: BarConventions.largestWeightGrams).map {
                .weight(grams: $0, maxGrams: $1)
            }
        case .piece, .bottle, nil:
            return bounded(low, high, by: BarConventions.largestCount).map { .count($0, maxCount: $1) }
        }
    }

    /// The ml of citrus juice for one drink, when the measure is the juice of a fruit.
    var juiceML: Double? {
        guard let juicePerPiece, unit == nil else { return nil }
        return Amount.typical(value.value, maximum?.value) * juicePerPiece
    }

    /// A bare number that is nothing but a number: "1/3", not "1 large" nor "Juice of 1".
    var isBareNumber: Bool {
        unit == nil && !numberIsImplied && juicePerPiece == nil
    }

    private func bounded(_ low: Double, _ high: Double?, by largest: Double) -> (Double, Double?)? {
        guard low <= largest, (high ?? low) <= largest else { return nil }
        return (low, high)
    }
}
