/// The values `JSONDecoder` made of number literals, for literals `JSONByteScanner` has checked,
/// so that a reader replacing it reads every number as it did.
public enum JSONNumberLiteral {
    /// An `Int` as `JSONDecoder` reads one: an integer literal that fits; otherwise a literal whose
    /// `Double` is a whole number that fits, so `11007.0` and `1e2` count; past 2^53, where doubles
    /// are too sparse to trust, the literal's own digits decide, truncated, as Foundation's `Decimal` did.
    /// Where `Decimal` dropped digits past its 38th, such a literal is refused instead.
    public static func integer(_ literal: UnsafeBufferPointer<UInt8>, isInteger: Bool) -> Int? {
        if isInteger, let value = plainInteger(literal) { return value }
        guard let double = Double(String(decoding: literal, as: UTF8.self)), let value = Int(exactly: double) else { return nil }
        if double.magnitude < 0x1p53 { return value }
        return DecimalLiteral(literal)?.truncatedInteger
    }

    /// A finite `Double`, correctly rounded. A literal too large for one, or one that only rounds
    /// to zero, is refused rather than read as infinity or zero. (Foundation's own check for the
    /// latter misreads some short zeros, such as `0e5`, which are read here as the zero they are.)
    public static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        // A whole number a double holds exactly is read from its digits, without a string to parse; a negative one,
        // `-0` among them, is parsed, which keeps the sign of zero.
        if literal.first != ASCII.minus, let whole = plainInteger(literal), whole < 1 << 53 { return Double(whole) }
        guard let value = Double(String(decoding: literal, as: UTF8.self)), value.isFinite else { return nil }
        if value == 0,
            literal.prefix(while: { $0 != ASCII.lowercaseE && $0 != ASCII.uppercaseE }).contains(where: {
                (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0)
            })
        {
            return nil
        }
        return value
    }

    /// `-?[0-9]+` when it fits in an `Int`.
    private static func plainInteger(_ literal: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = literal.first == ASCII.minus
        let digits = literal.dropFirst(isNegative ? 1 : 0)
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard ASCII.digits.contains(byte) else { return nil }
            let digit = Int(byte - ASCII.digitZero)
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !shiftOverflow, !addOverflow else { return nil }
            value = next
        }
        return value
    }
}

/// A number literal as a sign, significant digits and a power of ten: what `Decimal` kept of it.
private struct DecimalLiteral {
    let isNegative: Bool
    /// The digits without leading or trailing zeros.
    let significand: UInt64
    let exponent: Int

    /// Nil when the significant digits overflow 64 bits, where `Decimal`'s conversion to an integer gave up.
    init?(_ literal: UnsafeBufferPointer<UInt8>) {
        var index = literal.startIndex
        isNegative = literal.first == ASCII.minus
        if isNegative { index += 1 }
        var digits: [UInt8] = []
        var fractionDigitCount = 0
        var inFraction = false
        while index < literal.endIndex, literal[index] != ASCII.lowercaseE, literal[index] != ASCII.uppercaseE {
            if literal[index] == ASCII.period {
                inFraction = true
            } else {
                guard ASCII.digits.contains(literal[index]) else { return nil }
                digits.append(literal[index] - ASCII.digitZero)
                if inFraction { fractionDigitCount += 1 }
            }
            index += 1
        }
        var exponent = index < literal.endIndex ? Self.exponent(literal[(index + 1)...]) : 0
        exponent -= fractionDigitCount
        let leadingZeros = digits.prefix(while: { $0 == 0 }).count
        let trailingZeros = digits.dropFirst(leadingZeros).reversed().prefix(while: { $0 == 0 }).count
        exponent += trailingZeros
        var significand: UInt64 = 0
        for digit in digits.dropFirst(leadingZeros).dropLast(trailingZeros) {
            let (shifted, shiftOverflow) = significand.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = shifted.addingReportingOverflow(UInt64(digit))
            guard !shiftOverflow, !addOverflow else { return nil }
            significand = next
        }
        self.significand = significand
        self.exponent = exponent
    }

    /// The value with its fraction cut off, when that fits in an `Int`.
    var truncatedInteger: Int? {
        var magnitude = significand
        if exponent < 0 {
            // Twenty divisions by ten empty any 64-bit value, so the loop stops there.
            for _ in 0..<min(-exponent, 20) { magnitude /= 10 }
        } else if magnitude != 0 {
            for _ in 0..<exponent {
                let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = shifted
            }
        }
        guard let value = Int(exactly: magnitude) else { return nil }
        return isNegative ? -value : value
    }

    /// The exponent's value, held to a bound far past any that leaves a 64-bit integer.
    private static func exponent(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        let isNegative = text.first == ASCII.minus
        var value = 0
        for byte in text where ASCII.digits.contains(byte) {
            value = min(value * 10 + Int(byte - ASCII.digitZero), 1_000_000)
        }
        return isNegative ? -value : value
    }
}
