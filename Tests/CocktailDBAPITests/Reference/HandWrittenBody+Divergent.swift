extension HandWrittenBody {
    /// Bodies that are not JSON, which the reader refuses although `JSONDecoder` let them through:
    /// it looked at the syntax of only what it decoded, and read other encodings. TheCocktailDB
    /// sends none of them.
    static let divergent: [HandWrittenBody] = otherEncodings + trailingCommas + malformedNumbers + malformedStrings

    private static let envelope = #"{"drinks":[{"idDrink":"1","strDrink":"a"}]}"#

    static let otherEncodings: [HandWrittenBody] = [
        HandWrittenBody(
            "UTF-16 little-endian with a byte order mark",
            bytes: [0xFF, 0xFE] + envelope.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-16 big-endian with a byte order mark",
            bytes: [0xFE, 0xFF] + envelope.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-16 little-endian", bytes: envelope.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-16 big-endian", bytes: envelope.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-32 big-endian with a byte order mark",
            bytes: [0, 0, 0xFE, 0xFF] + envelope.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-32 big-endian", bytes: envelope.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] }, differing: .utf16OrUTF32),
        HandWrittenBody(
            "UTF-32 little-endian", bytes: envelope.unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] }, differing: .utf16OrUTF32),
    ]

    static let trailingCommas: [HandWrittenBody] = [
        HandWrittenBody("a trailing comma in the drinks list", #"{"drinks":[{"idDrink":"1","strDrink":"a"},]}"#, differing: .trailingComma),
        HandWrittenBody("a trailing comma in the envelope", #"{"drinks":[{"idDrink":"1","strDrink":"a"}],}"#, differing: .trailingComma),
        HandWrittenBody("a trailing comma in a drink", drink(#""idDrink":"1","strDrink":"a","#), differing: .trailingComma),
        HandWrittenBody("a trailing comma in an unread list", member("y", "[1,]"), differing: .trailingComma),
    ]

    static let malformedNumbers: [HandWrittenBody] =
        ["007", "01", "-01", "00", "1.", "2.", "1.e5", "1e", "1e+", "-", "--1", "1.5.5"].map {
            HandWrittenBody("an id of \($0)", drink(#""idDrink":\#($0),"strDrink":"a""#), differing: .malformedNumber)
        }
        + ["-01", "1.e5", "1e+", "-"].map {
            HandWrittenBody("an unread member of \($0)", member("y", $0), differing: .malformedNumber)
        } + [
            HandWrittenBody("a list element of 01", #"{"drinks":[01,{"idDrink":"1","strDrink":"a"}]}"#, differing: .malformedNumber)
        ]

    static let malformedStrings: [HandWrittenBody] =
        [
            HandWrittenBody("an unknown escape in the name", drink(#""idDrink":"1","strDrink":"\q""#), differing: .malformedString),
            HandWrittenBody("an unknown escape in an unread member", member("y", #""\q""#), differing: .malformedString),
            HandWrittenBody(
                "an escape of a non-hexadecimal digit in the instructions", member("strInstructions", #""\u12G4""#),
                differing: .malformedString),
            HandWrittenBody(
                "an escape of a non-hexadecimal digit in an unread member", member("y", #""\u12G4""#), differing: .malformedString),
            HandWrittenBody(
                "a raw control character in the instructions", member("strInstructions", "\"a\u{1}b\""), differing: .malformedString),
            HandWrittenBody("a raw control character in an unread member", member("y", "\"a\u{1}b\""), differing: .malformedString),
            HandWrittenBody("a raw tab in the instructions", member("strInstructions", "\"a\tb\""), differing: .malformedString),
            HandWrittenBody("a raw line feed in the instructions", member("strInstructions", "\"a\nb\""), differing: .malformedString),
        ]
        + [
            ("a stray byte", [0xFF]), ("a lone leading byte", [0xC3]), ("an overlong NUL", [0xC0, 0x80]),
            ("a surrogate in UTF-8", [0xED, 0xA0, 0x80]), ("a scalar past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("a truncated sequence", [0xF0, 0x9F, 0x8D]), ("a lone continuation byte", [0x80]),
        ].flatMap { (description: String, bytes: [UInt8]) in
            [
                HandWrittenBody(
                    "\(description) in the name", bytes: name(Array("a".utf8) + bytes + Array("b".utf8)), differing: .invalidUTF8),
                HandWrittenBody("\(description) in an unread member", bytes: unreadText(bytes), differing: .invalidUTF8),
            ]
        }
}
