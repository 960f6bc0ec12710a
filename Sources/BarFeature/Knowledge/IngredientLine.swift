import NameMatching

/// One ingredient line of the knowledge document: `Name`, or `Name:` then a relation, an ABV and how it is poured,
/// any of them, between `;`: `Name: relation; ABV; solid`.
struct IngredientLine {
    let number: Int
    let name: String
    let key: String
    let relation: IngredientRelation?
    /// The ingredient's own typical ABV, in percent, when the line gives one.
    let abv: Double?
    /// How the ingredient goes into a drink, when the line says (from version 3).
    let pouring: IngredientPouring?

    /// Throws `malformedABV` when the line means to give an ABV and does not give a valid one, and
    /// `malformedLine` when it is not a name, or names a relation the format does not know.
    init(_ bytes: ArraySlice<UInt8>, number: Int) throws(IngredientKnowledgeError) {
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        let name = Self.text(of: bytes[..<(colon ?? bytes.endIndex)])
        guard Self.isName(name) else { throw .malformedLine(number, text: Self.text(of: bytes)) }
        self.number = number
        self.name = name
        self.key = NameKey.of(name)
        guard let colon else {
            (relation, abv, pouring) = (nil, nil, nil)
            return
        }
        // After the colon, up to three statements between `;`, each at most once: a relation, an ABV (text that
        // starts with a digit or ends with `%`, as no relation does), and how the ingredient goes into a drink.
        var relation: IngredientRelation?
        var abv: Double?
        var pouring: IngredientPouring?
        for statement in bytes[(colon + 1)...].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            let trimmed = Self.trimmed(statement)
            if let said = IngredientPouring(rawValue: String(decoding: trimmed, as: UTF8.self)) {
                guard pouring == nil else { throw .malformedLine(number, text: Self.text(of: bytes)) }
                pouring = said
            } else if IngredientABV.isMeant(trimmed) {
                guard abv == nil else { throw .malformedLine(number, text: Self.text(of: bytes)) }
                abv = try Self.percent(in: trimmed, number: number)
            } else {
                guard relation == nil else { throw .malformedLine(number, text: Self.text(of: bytes)) }
                relation = try Self.relation(in: trimmed, line: bytes, number: number)
            }
        }
        (self.relation, self.abv, self.pouring) = (relation, abv, pouring)
    }

    private static func relation(
        in trimmed: ArraySlice<UInt8>, line: ArraySlice<UInt8>, number: Int
    ) throws(IngredientKnowledgeError) -> IngredientRelation {
        guard let relation = IngredientRelation(parsing: String(decoding: trimmed, as: UTF8.self)) else {
            throw .malformedLine(number, text: text(of: line))
        }
        return relation
    }

    private static func percent(in trimmed: ArraySlice<UInt8>, number: Int) throws(IngredientKnowledgeError) -> Double {
        guard let percent = IngredientABV.percent(in: trimmed) else {
            throw .malformedABV(String(decoding: trimmed, as: UTF8.self), line: number)
        }
        return percent
    }

    var isSynonym: Bool {
        if case .synonym = relation { true } else { false }
    }

    /// The UTF-8 `bytes` as text, trimmed as `NameKey.trimmed` trims it.
    static func text(of bytes: ArraySlice<UInt8>) -> String {
        String(decoding: trimmed(bytes), as: UTF8.self)
    }

    /// The UTF-8 `bytes`, trimmed as `NameKey.trimmed` trims text. The ASCII whitespace around them goes
    /// first, byte by byte; only bytes that then start or end with a character beyond ASCII can have more
    /// to trim, so only those are trimmed again, as text.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = bytes.firstIndex { !isASCIIWhitespace($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isASCIIWhitespace($0) }.map { $0 + 1 } ?? start
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return bytes[start..<end] }
        return Array(NameKey.trimmed(String(decoding: bytes[start..<end], as: UTF8.self)).utf8)[...]
    }

    static func trimmed(_ text: Substring) -> String {
        NameKey.trimmed(String(text))
    }

    /// Whether a line is blank or a comment: nothing, or a `#` first, once trimmed. Told from the
    /// first byte past ASCII whitespace, unless that starts a character beyond ASCII, which may be
    /// whitespace too.
    static func isBlankOrComment(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first(where: { !isASCIIWhitespace($0) }) else { return true }
        guard first >= 0x80 else { return first == UInt8(ascii: "#") }
        return text(of: bytes).utf8.first.map { $0 == UInt8(ascii: "#") } ?? true
    }

    /// A name is not blank and holds none of the characters the format gives a meaning to: `:`, `,`, `;` and `#`.
    static func isName(_ text: String) -> Bool {
        // Read through one buffer: stepping through a `String.UTF8View` byte by byte costs several times more.
        var text = text
        return text.withUTF8 { bytes in
            !bytes.isEmpty
                && !bytes.contains {
                    $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "#")
                }
        }
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII whitespace that
    /// `NameKey.trimmed` trims from any text.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }
}
