/// Reads a measure as TheCocktailDB types it: the first number (with a range after it) and the unit that
/// follows; words before and after are kept but not read, and an alternative ("70ml/2fl oz") is skipped.
enum MeasureReader {
    static func read(_ written: String, ingredient: String) -> Reading? {
        var scanner = MeasureScanner(Array(written))
        guard let start = scanner.firstNumberStart() else { return readAlone(written) }
        scanner.position = start
        guard let quantity = scanner.readQuantity() else { return nil }
        var spanEnd = quantity.unitEnd
        var after = scanner
        after.skipSpaces()
        if after.consume("/"), let alternative = after.readQuantity(allowingSpaces: true) {
            spanEnd = alternative.unitEnd
        }
        let saysJuice = InstructionWords(String(joining: scanner.characters[0..<start])).hasAny(of: ["juice"])
        return Reading(
            unit: quantity.unit == .bottle ? BottleSize.unit(holding: ingredient) : quantity.unit, value: quantity.value,
            maximum: quantity.maximum, numberIsImplied: false,
            numbers: start..<quantity.numbersEnd, valueEnd: quantity.valueEnd, maximumStart: quantity.maximumStart,
            quantityEnd: quantity.unitEnd, spanEnd: spanEnd,
            juicePerPiece: saysJuice ? CitrusYield.ml(ofOne: ingredient) : nil)
    }

    /// A measure with no number: "Dash", "Add splash", "Twist of" mean one; anything else has no amount.
    private static func readAlone(_ written: String) -> Reading? {
        var scanner = MeasureScanner(Array(written))
        while let word = scanner.readWord() {
            if fillerWords.contains(word.text.lowercased()) { continue }
            guard let unit = MeasureUnit.namedAlone(word.text) else { return nil }
            let at = word.range.lowerBound
            return Reading(
                unit: unit, value: .fraction(numerator: 1, denominator: 1), maximum: nil, numberIsImplied: true,
                numbers: at..<at, valueEnd: at, maximumStart: at, quantityEnd: word.range.upperBound,
                spanEnd: word.range.upperBound, juicePerPiece: nil)
        }
        return nil
    }

    static let fillerWords: Set = ["add", "a", "an"]
}
