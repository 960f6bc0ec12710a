import TestSupport

/// JSON values of every type for places that expect one type: the wrong type is the commonest surprise.
enum OddValues {
    static func any(using generator: inout SplitMix64) -> JSONValue {
        switch generator.int(below: 20) {
        case 0..<2: .null
        case 2: .bool(generator.oneIn(2))
        case 3..<6: .number(generator.pick(numberLiterals))
        case 6..<12: .string(OddText.any(using: &generator))
        case 12..<14: .array((0..<generator.int(in: 0...3)).map { _ in leaf(using: &generator) })
        case 14..<16:
            .object(
                (0..<generator.int(in: 0...3)).map { _ in JSONMember(key: OddText.any(using: &generator), value: leaf(using: &generator)) })
        case 16..<19: .string(OddText.long(using: &generator))
        default: .raw(generator.pick(invalidTokens))
        }
    }

    /// A scalar, for filling containers without recursing.
    static func leaf(using generator: inout SplitMix64) -> JSONValue {
        switch generator.int(below: 4) {
        case 0: .null
        case 1: .bool(generator.oneIn(2))
        case 2: .number(generator.pick(numberLiterals))
        default: .string(OddText.any(using: &generator))
        }
    }

    /// What an id could be instead of an all-digit string: floats, negatives, numbers past `Int`, odd strings.
    static func identifier(using generator: inout SplitMix64) -> JSONValue {
        switch generator.int(below: 4) {
        case 0: .number(generator.pick(numberLiterals))
        case 1: .string(generator.pick(identifierTexts))
        case 2: .string(OddText.any(using: &generator))
        default: any(using: &generator)
        }
    }

    /// Integers at and past `Int`'s limits, floats that are and are not whole, negatives, exponents.
    static let numberLiterals = [
        "0", "-0", "1", "-1", "11007", "1.5", "11007.0", "11007.5", "-11007", "1e2", "1E+2", "1e-2", "-0.0",
        "1e30", "1e308", "-1e308", "4.9e-324", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "2.5e3",
        "1e18", "9.223372036854776e18", "757382400.25", "-757382400.25", "1e999", "-1e999",
        String(repeating: "9", count: 400),
    ]

    static let identifierTexts = [
        "", "0", "000123", "-5", "+5", " 11007", "11007 ", "11007.0", "1e3", "0x2AFF", "١٢٣", "１２３",
        "9223372036854775807", "9223372036854775808", "99999999999999999999", String(repeating: "9", count: 400),
    ]

    /// Not JSON at all: each makes the whole document invalid.
    static let invalidTokens = [
        "NaN", "Infinity", "-Infinity", "undefined", "'single'", "\"unterminated", "tru", "nul", "01", "+1",
        ".5", "1.", "0x1F", "\"a\u{1}b\"", "\"\\uD800\"", "\"\\q\"", "[1,,2]", "{\"k\"}", "",
    ]
}
