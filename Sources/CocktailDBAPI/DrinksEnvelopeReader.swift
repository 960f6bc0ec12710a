import Foundation
internal import JSONBytes

/// Reads `{"drinks": …}` in one pass over the body's bytes, as `DrinksEnvelope.decode` describes.
///
/// Each drink's fields go to the feature as soon as its object is read, so a body with a syntax
/// error near its end has had its drinks read in vain; it is refused all the same.
@usableFromInline
struct DrinksEnvelopeReader {
    private var scanner: JSONByteScanner
    /// The members of the drink being read, kept from one drink to the next so that a list of
    /// drinks allocates them once.
    private var members: [LenientFields.Member] = []
    private var otherNames: [String] = []

    /// The depth of a value in the envelope, the envelope being at depth 1, as `JSONDecoder` counted.
    private static let memberDepth = 2
    /// The depth of a list element, and so of a drink object.
    private static let drinkDepth = 3

    private init(scanner: JSONByteScanner) {
        self.scanner = scanner
    }

    /// What the `drinks` member held; the drinks of a list went to the closure one by one.
    @usableFromInline
    enum Drinks {
        case list
        case null
        case text(String)
    }

    /// Reads the body, handing each element of a `drinks` list to `element` in order; nil when
    /// the body is no envelope. Not generic, so that the features need no generic code of it.
    @usableFromInline
    static func read(_ body: Data, element: (borrowing LenientFields) -> Void) -> Drinks? {
        body.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes in
                var reader = DrinksEnvelopeReader(scanner: JSONByteScanner(bytes))
                do {
                    return try reader.envelope(element: element)
                } catch {
                    return nil
                }
            }
        }
    }

    /// The envelope, or nil once it is clear that there is none; a syntax error anywhere throws.
    private mutating func envelope(element: (borrowing LenientFields) -> Void) throws(JSONSyntaxError) -> Drinks? {
        scanner.skipByteOrderMark()
        // Whatever else the body is, it is no envelope.
        guard scanner.consumeIfPresent(ASCII.openBrace) else { return nil }
        var drinks: Drinks?
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                // `JSONDecoder` read every key of the envelope before any value.
                guard let isDrinks = isDrinks(try scanner.scanKey()) else { return nil }
                if drinks == nil, isDrinks {
                    // A `drinks` of another type, or a string no `String` can hold, is no envelope.
                    guard let value = try drinksValue(element: element) else { return nil }
                    drinks = value
                } else {
                    try scanner.skipValue(depth: Self.memberDepth)
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        try scanner.expectEnd()
        return drinks
    }

    private mutating func drinksValue(element: (borrowing LenientFields) -> Void) throws(JSONSyntaxError) -> Drinks? {
        switch scanner.peekAfterWhitespace() {
        case ASCII.lowercaseN?:
            try scanner.scanNull()
            return .null
        case ASCII.quote?:
            return scanner.text(of: try scanner.scanString()).map(Drinks.text)
        case ASCII.openBracket?:
            try list(element: element)
            return .list
        default:
            return nil
        }
    }

    private mutating func list(element: (borrowing LenientFields) -> Void) throws(JSONSyntaxError) {
        try scanner.consume(ASCII.openBracket)
        if !scanner.consumeIfPresent(ASCII.closeBracket) {
            repeat {
                if try readFields() {
                    members.withUnsafeBufferPointer { members in
                        otherNames.withUnsafeBufferPointer {
                            element(LenientFields(bytes: scanner.bytes, members: members, otherNames: $0))
                        }
                    }
                } else {
                    element(LenientFields())
                }
            } while try scanner.continues(closingWith: ASCII.closeBracket)
        }
    }

    /// Reads one element into `members`, consuming all of it; false when it has no fields.
    private mutating func readFields() throws(JSONSyntaxError) -> Bool {
        guard scanner.peekAfterWhitespace() == ASCII.openBrace else {
            try scanner.skipValue(depth: Self.drinkDepth)
            return false
        }
        try scanner.consume(ASCII.openBrace)
        members.removeAll(keepingCapacity: true)
        otherNames.removeAll(keepingCapacity: true)
        var hasUnreadableKey = false
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let key = key(try scanner.scanKey())
                let value = try value()
                if let key {
                    members.append(LenientFields.Member(key: key, value: value))
                } else {
                    hasUnreadableKey = true
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        return !hasUnreadableKey
    }

    /// A drink member's value: strings and numbers are kept for the readers, the rest skipped.
    private mutating func value() throws(JSONSyntaxError) -> LenientFields.Member.Value {
        switch scanner.peekAfterWhitespace() {
        case ASCII.quote?:
            return .string(try scanner.scanString())
        case let byte? where byte == ASCII.minus || ASCII.digits.contains(byte):
            return .number(try scanner.scanNumber())
        default:
            try scanner.skipValue(depth: Self.drinkDepth + 1)
            return .other
        }
    }

    /// A drink member's key, or nil when an escape leaves a surrogate unpaired, which no string can hold.
    private mutating func key(_ token: JSONStringToken) -> LenientFields.Member.Key? {
        if !token.hasEscapes, Self.isASCII(scanner.bytes[token.range]) { return .ascii(token.range) }
        guard let name = scanner.text(of: token) else { return nil }
        otherNames.append(name)
        return .other(otherNames.count - 1)
    }

    /// Whether an envelope's key names `drinks`, by string equality as `LenientFields` compares
    /// names; nil when no string can hold the key.
    private func isDrinks(_ token: JSONStringToken) -> Bool? {
        if !token.hasEscapes, Self.isASCII(scanner.bytes[token.range]) { return scanner.token(token, spells: "drinks") }
        return scanner.text(of: token).map { $0 == "drinks" }
    }

    private static func isASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
