/// How a knowledge line writes an ingredient's typical alcohol by volume: digits, an optional decimal
/// point with digits after it, then `%`, from 0 to 100 (`40%`, `44.7%`, `0%`).
enum IngredientABV {
    /// The percentage trimmed `bytes` write, or nil when they are not an ABV as the format writes one.
    /// Read digit by digit: going through a `String` and `Double.init` cost several times more.
    static func percent(in bytes: ArraySlice<UInt8>) -> Double? {
        guard bytes.last == UInt8(ascii: "%") else { return nil }
        let number = bytes.dropLast()
        var mantissa = 0
        var digits = 0
        var digitsAfterPoint: Int?
        for byte in number {
            if byte == UInt8(ascii: "."), digits > 0, digitsAfterPoint == nil {
                digitsAfterPoint = 0
                continue
            }
            // No sign, space, second point, exponent, "inf" or "nan" gets through.
            guard isDigit(byte) else { return nil }
            mantissa = mantissa &* 10 &+ Int(byte - UInt8(ascii: "0"))
            digits += 1
            digitsAfterPoint? += 1
        }
        guard digits > 0, digitsAfterPoint != 0 else { return nil }
        // Up to 15 digits, the mantissa and the power of ten are exact Doubles, so their quotient is the
        // correctly rounded value `Double("44.7")` gives; longer numbers are left to `Double.init`.
        let scale = (0..<(digitsAfterPoint ?? 0)).reduce(1.0) { scale, _ in scale * 10 }
        let percent = digits <= 15 ? Double(mantissa) / scale : Double(String(decoding: number, as: UTF8.self))
        guard let percent, percent <= 100 else { return nil }
        return percent
    }

    /// Whether trimmed `bytes` are meant as an ABV, valid or not: they start with a digit or end with `%`,
    /// as no relation does.
    static func isMeant(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.first.map(isDigit) == true || bytes.last == UInt8(ascii: "%")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
