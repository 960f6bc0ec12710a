/// How a knowledge line writes an ingredient's typical alcohol by volume: digits, an optional decimal
/// point with digits after it, then `%`, from 0 to 100 (`40%`, `44.7%`, `0%`).
enum IngredientABV {
    /// The percentage a trimmed `text` writes, or nil when it is not an ABV as the format writes one.
    static func percent(in text: String) -> Double? {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "%") else { return nil }
        let number = bytes.dropLast()
        // Digits, then at most one point followed by digits: no sign, space, exponent, "inf" or "nan" gets through.
        let point = number.firstIndex(of: UInt8(ascii: "."))
        let whole = number[..<(point ?? number.endIndex)]
        let fraction = point.map { number[number.index(after: $0)...] }
        guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.map({ !$0.isEmpty && $0.allSatisfy(isDigit) }) ?? true,
            let percent = Double(Substring(number)), percent <= 100
        else { return nil }
        return percent
    }

    /// Whether a trimmed `text` is meant as an ABV, valid or not: it starts with a digit or ends with `%`,
    /// as no relation does.
    static func isMeant(_ text: String) -> Bool {
        text.utf8.first.map(isDigit) == true || text.utf8.last == UInt8(ascii: "%")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
