/// A volume as a bartender would measure it in a unit: ml to the nearest 0.5, 2.5, 5 or 50 as it grows; cl to
/// the half; oz in quarters and thirds, and teaspoons under a quarter ounce. The rules are in `docs/measures.md`.
enum VolumeText {
    /// - Parameter decimalMark: what separates a decimal's fraction, as the reader's language writes it.
    static func text(ml: Double, maxML: Double?, in unit: VolumeUnit, decimalMark: String = ".") -> String {
        pieces(ml: ml, maxML: maxML, in: unit, decimalMark: decimalMark).text
    }

    /// The same, the unit's word ("oz", "tsp") a piece of its own.
    static func pieces(ml: Double, maxML: Double?, in unit: VolumeUnit, decimalMark: String = ".") -> ShownMeasure {
        // Under a quarter ounce no jigger measures: a bar spoon does, so ounces give way to teaspoons.
        if unit == .oz, ml > 0, (maxML ?? ml) < BarConventions.fluidOunceML / 4 {
            return written(ml / BarConventions.teaspoonML, maxML.map { $0 / BarConventions.teaspoonML }, word: "tsp") { fractionText($0) }
        }
        return written(ml, maxML, word: unit.rawValue) { marked(number($0, in: unit), decimalMark) }
    }

    private static func written(_ low: Double, _ high: Double?, word: String, number: (Double) -> String) -> ShownMeasure {
        let lowText = number(low)
        let highText = high.map(number) ?? lowText
        var shown = ShownMeasure(highText == lowText ? "\(lowText) " : "\(lowText)-\(highText) ")
        shown.append(words: word, plural: (high ?? low) > 1)
        return shown
    }

    private static func marked(_ number: String, _ decimalMark: String) -> String {
        decimalMark == "." ? number : number.split(separator: ".", omittingEmptySubsequences: false).joined(separator: decimalMark)
    }

    static func number(_ ml: Double, in unit: VolumeUnit) -> String {
        switch unit {
        case .ml:
            let step = ml < 10 ? 0.5 : ml < 30 ? 2.5 : ml < 1000 ? 5 : 50
            return NumberText.decimal(rounded(ml, step: step), places: 1)
        case .cl:
            let cl = ml / 10
            let step = cl < 1 ? 0.1 : cl < 100 ? 0.5 : 5
            return NumberText.decimal(rounded(cl, step: step), places: 1)
        case .oz:
            return fractionText(ml / BarConventions.fluidOunceML)
        }
    }

    /// To the nearest step; never zero for more than nothing.
    private static func rounded(_ value: Double, step: Double) -> Double {
        let result = (value / step).rounded() * step
        return result == 0 && value > 0 ? step : result
    }

    /// In quarters and thirds below ten, halves below fifty, whole above.
    private static func fractionText(_ ounces: Double) -> String {
        if ounces <= 0 { return "0" }
        if ounces < 0.25 {
            let eighths = max(1, Int((ounces * 8).rounded()))
            return eighths == 2 ? "1/4" : "1/8"
        }
        if ounces >= 50 { return String(Int(ounces.rounded())) }
        if ounces >= 10 {
            let halves = Int((ounces * 2).rounded())
            return NumberText.mixed(whole: halves / 2, numerator: halves % 2, denominator: 2)
        }
        let whole = ounces.rounded(.down)
        let fraction = ounces - whole
        let nearest =
            quartersAndThirds.min {
                abs(fraction - Double($0.numerator) / Double($0.denominator))
                    < abs(fraction - Double($1.numerator) / Double($1.denominator))
            } ?? (0, 1)
        if nearest.numerator == nearest.denominator { return String(Int(whole) + 1) }
        return NumberText.mixed(whole: Int(whole), numerator: nearest.numerator, denominator: nearest.denominator)
    }

    private static let quartersAndThirds: [(numerator: Int, denominator: Int)] = [(0, 1), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1)]
}
