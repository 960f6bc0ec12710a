import TestSupport

/// One random edit of a body's bytes, aimed at JSON's syntax, at UTF-8 and escapes, and at the
/// members the mappers read: numbers for ids, repeated keys, odd keys and values.
enum BodyMutation {
    static func apply(to bytes: inout [UInt8], using generator: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes = generator.pick(snippets)
            return
        }
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            bytes[index] = generator.pick(specialBytes)
        case 1:
            bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...4, using: &generator)))
        case 2, 3, 4:
            // Snippets land after a structural byte now and then, where a member or element starts.
            let at = generator.oneIn(2) ? (bytes[index...].firstIndex { "{[,".utf8.contains($0) }).map { $0 + 1 } ?? index : index
            bytes.insert(contentsOf: generator.pick(snippets), at: at)
        case 5:
            bytes.removeSubrange(index...)
        case 6, 7:
            // A copy of a stretch right after it repeats keys, members and elements.
            let end = min(bytes.count, index + Int.random(in: 1...40, using: &generator))
            bytes.insert(contentsOf: bytes[index..<end], at: end)
        case 8:
            // A digit for a digit keeps the syntax and moves a number across its limits.
            if let digit = bytes[index...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                bytes[digit] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
            }
        default:
            let other = Int.random(in: 0..<bytes.count, using: &generator)
            bytes.swapAt(index, other)
        }
    }

    private static let specialBytes: [UInt8] =
        Array(#""\{}[],:0129-+.eEnu tf"#.utf8)
        + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

    private static let snippets: [[UInt8]] =
        [
            #"\u00e9"#, #"\ud83d\ude00"#, #"\ud800"#, #"\udc00"#, #"\u212A"#, #"\\"#, #"\""#, #"\/"#, #"\n"#, #"\u0000"#, #"\q"#,
            "null", "true", ",", ":", "{", "}", "[", "]", "\"", " ", "\t", "1e400", "-0", ".5", "e-7", "0", "007", "11007.0", "1.1e4",
            "99999999999999999999", "9223372036854775808",
            #""idDrink":11007,"#, #""idDrink":"11007","#, #""idDrink":1.5e1,"#, #""strDrink":"Dup","#, #""strDrink":" \u00a0 ","#,
            #""strDrinkThumb":"https:\/\/a.com\/x.jpg","#, #""strIngredient1":"Gin","#, #""drinks":null,"#, #""drinks":"None Found","#,
            #""\ud800":1,"#, #""id\u0044rink":"5","#, #""\u212A":"k","#, #"{"idDrink":"1","strDrink":"x"},"#, #"[1,{}],"#, "é", "🍸",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0x01], [0xFF, 0xFE]]
}
