import Foundation
internal import JSONBytes

/// Reads a letter file, `{"drinks":[…]}` as TheCocktailDB writes it, in one pass over its bytes.
///
/// Each drink keeps its object's bytes, so that answers give it back as the API wrote it, and the
/// few members the demo computes its answers from; the forty-odd others are only stepped over.
/// Foundation's parsers would build every member of every drink and lose the bytes.
struct LetterFileReader {
    private struct Unreadable: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The drinks of `body`, in its order, or nil when it is no `drinks` envelope of objects.
    /// An object without a string `idDrink` and `strDrink` is no drink the demo can serve.
    static func drinks(in body: Data) -> [RecordedDrink]? {
        body.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes in
                var reader = LetterFileReader(bytes: bytes)
                guard let scanned = try? reader.envelope() else { return nil }
                return scanned.compactMap { $0.recordedDrink(in: body, bytes: bytes) }
            }
        }
    }

    // MARK: - The envelope and its drinks

    private mutating func envelope() throws(Unreadable) -> [ScannedDrink] {
        try consume(ASCII.openBrace)
        var drinks: [ScannedDrink]?
        if !consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let key = try string()
                try consume(ASCII.colon)
                if drinks == nil, JSONStringToken.text(of: key, in: bytes) == "drinks" {
                    drinks = try drinkList()
                } else {
                    try skipValue()
                }
            } while try continues(closingWith: ASCII.closeBrace)
        }
        guard peekAfterWhitespace() == nil, let drinks else { throw Unreadable() }
        return drinks
    }

    /// `null`, the API's way of saying there are none, or a list of drink objects.
    private mutating func drinkList() throws(Unreadable) -> [ScannedDrink] {
        if peekAfterWhitespace() == UInt8(ascii: "n") {
            try skipValue()
            return []
        }
        try consume(ASCII.openBracket)
        var drinks: [ScannedDrink] = []
        if !consumeIfPresent(ASCII.closeBracket) {
            repeat { drinks.append(try drink()) } while try continues(closingWith: ASCII.closeBracket)
        }
        return drinks
    }

    private mutating func drink() throws(Unreadable) -> ScannedDrink {
        _ = peekAfterWhitespace()
        var drink = ScannedDrink(start: position)
        try consume(ASCII.openBrace)
        if !consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let member = DrinkMember(key: try string(), in: bytes)
                try consume(ASCII.colon)
                let value = try stringOrNothing()
                if let member { drink.set(member, to: value) }
            } while try continues(closingWith: ASCII.closeBrace)
        }
        drink.end = position
        return drink
    }

    /// A string value's token; nil after stepping over a value of any other type.
    private mutating func stringOrNothing() throws(Unreadable) -> JSONStringToken? {
        guard peekAfterWhitespace() == ASCII.quote else {
            try skipValue()
            return nil
        }
        return try string()
    }

    // MARK: - Tokens

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func peekAfterWhitespace() -> UInt8? {
        while let byte = byte(at: position),
            byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
        {
            position += 1
        }
        return byte(at: position)
    }

    private mutating func consume(_ expected: UInt8) throws(Unreadable) {
        guard peekAfterWhitespace() == expected else { throw Unreadable() }
        position += 1
    }

    private mutating func consumeIfPresent(_ expected: UInt8) -> Bool {
        guard peekAfterWhitespace() == expected else { return false }
        position += 1
        return true
    }

    /// After an element or member: true past a comma, false past the container's closing byte.
    private mutating func continues(closingWith close: UInt8) throws(Unreadable) -> Bool {
        if consumeIfPresent(ASCII.comma) { return true }
        try consume(close)
        return false
    }

    /// A string from its opening quote to its closing one; its escapes are checked here, and
    /// resolved only when its text is asked for.
    private mutating func string() throws(Unreadable) -> JSONStringToken {
        guard peekAfterWhitespace() == ASCII.quote else { throw Unreadable() }
        let start = position
        position += 1
        var hasEscapes = false
        while let byte = byte(at: position) {
            switch byte {
            case ASCII.quote:
                position += 1
                return JSONStringToken(range: start..<position, hasEscapes: hasEscapes)
            case ASCII.backslash:
                hasEscapes = true
                position += try escapeLength(at: position + 1)
            case ..<0x20:
                throw Unreadable()
            default:
                position += 1
            }
        }
        throw Unreadable()
    }

    /// The length of an escape, backslash included: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
    /// or `\u` and four hexadecimal digits.
    private func escapeLength(at index: Int) throws(Unreadable) -> Int {
        switch byte(at: index) {
        case ASCII.quote?, ASCII.backslash?, ASCII.slash?, UInt8(ascii: "b")?, UInt8(ascii: "f")?, UInt8(ascii: "n")?,
            UInt8(ascii: "r")?, UInt8(ascii: "t")?:
            return 2
        case UInt8(ascii: "u")?:
            guard index + 4 < bytes.count, bytes[index + 1...index + 4].allSatisfy({ ASCII.hexadecimalValue($0) != nil }) else {
                throw Unreadable()
            }
            return 6
        default:
            throw Unreadable()
        }
    }

    /// Steps over one value of any type; a value the demo never reads is only checked for balance.
    private mutating func skipValue() throws(Unreadable) {
        var depth = 0
        repeat {
            guard let byte = peekAfterWhitespace() else { throw Unreadable() }
            switch byte {
            case ASCII.quote:
                _ = try string()
            case ASCII.openBrace, ASCII.openBracket:
                depth += 1
                position += 1
            case ASCII.closeBrace, ASCII.closeBracket:
                guard depth > 0 else { throw Unreadable() }
                depth -= 1
                position += 1
            case ASCII.comma, ASCII.colon:
                guard depth > 0 else { throw Unreadable() }
                position += 1
            default:
                try skipLiteral()
            }
        } while depth > 0
    }

    /// A number, `true`, `false` or `null`.
    private mutating func skipLiteral() throws(Unreadable) {
        let start = position
        while let byte = byte(at: position), ASCII.isLiteral(byte) { position += 1 }
        guard position > start else { throw Unreadable() }
    }
}
