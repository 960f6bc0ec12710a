import NameMatching

/// One ingredient line of the knowledge document: `Name`, `Name: relation`, `Name: ABV` or
/// `Name: relation; ABV`.
struct IngredientLine {
    let number: Int
    let name: String
    let key: String
    let relation: IngredientRelation?
    /// The ingredient's own typical ABV, in percent, when the line gives one.
    let abv: Double?

    /// Throws `malformedABV` when the line means to give an ABV and does not give a valid one, and
    /// `malformedLine` when it is not a name, or names a relation the format does not know.
    init(_ bytes: ArraySlice<UInt8>, number: Int) throws(IngredientKnowledgeError) {
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        let name = Self.text(of: bytes[..<(colon ?? bytes.endIndex)])
        guard Self.isName(name) else { throw .malformedLine(number, text: Self.text(of: bytes)) }
        let statement = colon.map { Self.statement(after: bytes[($0 + 1)...]) }
        if let written = statement?.abv {
            guard let percent = IngredientABV.percent(in: written) else { throw .malformedABV(written, line: number) }
            abv = percent
        } else {
            abv = nil
        }
        if let written = statement?.relation {
            guard let relation = IngredientRelation(parsing: written) else { throw .malformedLine(number, text: Self.text(of: bytes)) }
            self.relation = relation
        } else {
            relation = nil
        }
        self.number = number
        self.name = name
        self.key = NameKey.of(name)
    }

    /// What follows a line's colon, cut into the relation and the ABV it states, each trimmed:
    /// `relation`, `ABV`, or `relation; ABV`.
    private static func statement(after bytes: ArraySlice<UInt8>) -> (relation: String?, abv: String?) {
        if let semicolon = bytes.firstIndex(of: UInt8(ascii: ";")) {
            return (text(of: bytes[..<semicolon]), text(of: bytes[(semicolon + 1)...]))
        }
        let text = text(of: bytes)
        return IngredientABV.isMeant(text) ? (nil, text) : (text, nil)
    }

    var isSynonym: Bool {
        if case .synonym = relation { true } else { false }
    }

    /// The UTF-8 `bytes` as text, trimmed as `NameKey.trimmed` trims it. The ASCII whitespace around
    /// them goes first, byte by byte; only text that then starts or ends with a character beyond ASCII
    /// can have more to trim, so only such text is trimmed again.
    static func text(of bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { !isASCIIWhitespace($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isASCIIWhitespace($0) }.map { $0 + 1 } ?? start
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return text }
        return NameKey.trimmed(text)
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
