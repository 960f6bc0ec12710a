/// Where the one-pass reader and the `JSONDecoder` reference part ways, on purpose, as
/// `DrinksEnvelope.decode` documents: each is a body that is not JSON, or a number no API sends.
enum KnownDifference: String, CaseIterable, Sendable, CustomStringConvertible {
    case utf16OrUTF32 = "text in UTF-16 or UTF-32"
    case invalidUTF8 = "invalid UTF-8"
    case trailingComma = "a trailing comma"
    case malformedNumber = "a malformed number"
    case malformedString = "an unknown or malformed escape, or a raw control character, in a string"
    /// Not a refusal: the reader finds no identifier where the reference truncated what `Decimal` kept.
    case numberPastDecimalPrecision = "a number past 2^53 with a fraction or exponent and more than 38 significant digits"

    var description: String { rawValue }

    /// The differences `bytes` show, found by a scan that knows JSON's lexical rules and nothing
    /// of the reader: it tells strings from the rest, and checks each string and number alone.
    static func found(in bytes: [UInt8]) -> Set<KnownDifference> {
        var found = Set<KnownDifference>()
        if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            found.insert(.utf16OrUTF32)
        }
        if String(validating: bytes, as: UTF8.self) == nil { found.insert(.invalidUTF8) }
        var index = 0
        var afterComma = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: ","):
                afterComma = true
                index += 1
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if afterComma { found.insert(.trailingComma) }
                index += 1
            case UInt8(ascii: "\""):
                index = endOfString(in: bytes, from: index + 1, found: &found)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let end = bytes[index...].firstIndex { !"0123456789+-.eE".utf8.contains($0) } ?? bytes.count
                found.formUnion(numberDifferences(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
            default:
                index += 1
            }
            afterComma = false
        }
        return found
    }

    /// The index past the string's closing quote, or the end of the bytes.
    private static func endOfString(in bytes: [UInt8], from start: Int, found: inout Set<KnownDifference>) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return index + 1
            case UInt8(ascii: "\\"):
                let escaped = index + 1 < bytes.count ? bytes[index + 1] : 0
                if escaped == UInt8(ascii: "u") {
                    let digits = bytes.dropFirst(index + 2).prefix(4)
                    if digits.count < 4 || !digits.allSatisfy({ "0123456789abcdefABCDEF".utf8.contains($0) }) {
                        found.insert(.malformedString)
                    }
                    index += 2
                } else {
                    if !#"\"/bfnrt"#.utf8.contains(escaped) { found.insert(.malformedString) }
                    index += 2
                }
            case 0x00..<0x20:
                found.insert(.malformedString)
                index += 1
            default:
                index += 1
            }
        }
        return index
    }

    /// A run of number characters that is no JSON number, or one `Decimal` could not hold.
    private static func numberDifferences(_ literal: String) -> Set<KnownDifference> {
        guard literal.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil else { return [.malformedNumber] }
        let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
        let significantDigits = mantissa.filter(\.isNumber).drop { $0 == "0" }.count
        if literal.contains(where: { ".eE".contains($0) }), significantDigits > 38,
            let value = Double(literal), value.magnitude >= 0x1p53
        {
            return [.numberPastDecimalPrecision]
        }
        return []
    }
}
