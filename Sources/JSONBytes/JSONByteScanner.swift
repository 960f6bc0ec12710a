/// Where the bytes stop being JSON. Readers report every one as their own "unreadable" error;
/// the offset is there for whoever debugs a document.
public struct JSONSyntaxError: Error, Equatable {
    public let offset: Int

    @inlinable
    public init(offset: Int) {
        self.offset = offset
    }
}

/// A string's content in the input, between its quotes, as yet unescaped.
public struct JSONStringToken: Sendable {
    public let range: Range<Int>
    public let hasEscapes: Bool
}

/// A number's literal text in the input.
public struct JSONNumberToken: Sendable {
    public let range: Range<Int>
    /// True when the literal has neither a fraction nor an exponent.
    public let isInteger: Bool
}

/// Reads strict JSON (RFC 8259) in UTF-8 one token at a time, for decoders that know their schema:
/// they read the members they want as they meet them and skip the rest, so nothing is built that
/// the schema does not ask for.
///
/// Every read is checked against the end of the input first, so no input makes it read outside
/// the buffer; containers are skipped with a loop, never recursion, and no deeper than
/// `JSONDecoder` allows.
///
/// A decoder enters the containers of its schema itself and tells `skipValue` how deep it is, so
/// the depth limit counts the containers of both.
public struct JSONByteScanner {
    /// The deepest nesting `JSONDecoder` accepts, the outermost container being at depth 1.
    public static let maximumDepth = 512

    /// The input, which tokens' ranges index: a decoder builds a token's value only when it wants it.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    @usableFromInline var position = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // The small reads a decoder makes between tokens are inlinable, so that reading punctuation
    // costs a decoder in another module no call.

    /// An error at the current position.
    @inlinable
    public var syntaxError: JSONSyntaxError {
        JSONSyntaxError(offset: position)
    }

    /// The byte at `index`, or nil past the end.
    @inlinable @inline(__always)
    func byte(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// The next byte that is not whitespace, left unconsumed; nil at the end.
    @inlinable @inline(__always)
    public mutating func peekAfterWhitespace() -> UInt8? {
        while let byte = byte(at: position) {
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn: position += 1
            default: return byte
            }
        }
        return nil
    }

    /// RFC 8259 lets a reader ignore a UTF-8 byte order mark, and `JSONDecoder` did.
    public mutating func skipByteOrderMark() {
        if byte(at: 0) == 0xEF, byte(at: 1) == 0xBB, byte(at: 2) == 0xBF { position = 3 }
    }

    /// Consumes `expected` after any whitespace, or throws.
    @inlinable @inline(__always)
    public mutating func consume(_ expected: UInt8) throws(JSONSyntaxError) {
        guard peekAfterWhitespace() == expected else { throw syntaxError }
        position += 1
    }

    /// Consumes `expected` after any whitespace when it is next, for an empty container's close.
    @inlinable @inline(__always)
    public mutating func consumeIfPresent(_ expected: UInt8) -> Bool {
        guard peekAfterWhitespace() == expected else { return false }
        position += 1
        return true
    }

    /// After an element or member: true past a comma, false past the container's closing byte.
    @inlinable @inline(__always)
    public mutating func continues(closingWith close: UInt8) throws(JSONSyntaxError) -> Bool {
        switch peekAfterWhitespace() {
        case ASCII.comma?:
            position += 1
            return true
        case close?:
            position += 1
            return false
        default:
            throw syntaxError
        }
    }

    /// Only whitespace may follow the document's value.
    @inlinable
    public mutating func expectEnd() throws(JSONSyntaxError) {
        guard peekAfterWhitespace() == nil else { throw syntaxError }
    }

    /// A member's key and the colon after it.
    public mutating func scanKey() throws(JSONSyntaxError) -> JSONStringToken {
        let key = try scanString()
        try consume(ASCII.colon)
        return key
    }

    /// `null`, for a member the schema lets be null.
    public mutating func scanNull() throws(JSONSyntaxError) {
        try scanLiteral("null")
    }

    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing more.
    public mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumberToken {
        _ = peekAfterWhitespace()
        let start = position
        if byte(at: position) == ASCII.minus { position += 1 }
        if byte(at: position) == ASCII.digitZero {
            position += 1
        } else {
            try scanDigits()
        }
        var isInteger = true
        if byte(at: position) == ASCII.period {
            isInteger = false
            position += 1
            try scanDigits()
        }
        if let byte = byte(at: position), byte == ASCII.lowercaseE || byte == ASCII.uppercaseE {
            isInteger = false
            position += 1
            if let sign = self.byte(at: position), sign == ASCII.plus || sign == ASCII.minus { position += 1 }
            try scanDigits()
        }
        return JSONNumberToken(range: start..<position, isInteger: isInteger)
    }

    /// The literal's text, for `JSONNumberLiteral`.
    public func bytes(of number: JSONNumberToken) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[number.range])
    }

    /// Skips one value of any type, checking its syntax all the way down.
    ///
    /// - Parameter depth: the depth a container starting here would have.
    public mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        // The closing byte of each container entered and not yet left.
        var open: [UInt8] = []
        while true {
            switch peekAfterWhitespace() {
            case let opening? where opening == ASCII.openBrace || opening == ASCII.openBracket:
                guard depth + open.count <= Self.maximumDepth else { throw syntaxError }
                position += 1
                let close: UInt8 = opening == ASCII.openBrace ? ASCII.closeBrace : ASCII.closeBracket
                if consumeIfPresent(close) { break }
                open.append(close)
                if close == ASCII.closeBrace { _ = try scanKey() }
                continue
            case ASCII.quote?:
                _ = try scanString()
            case let byte? where byte == ASCII.minus || ASCII.digits.contains(byte):
                _ = try scanNumber()
            case ASCII.lowercaseT?:
                try scanLiteral("true")
            case ASCII.lowercaseF?:
                try scanLiteral("false")
            case ASCII.lowercaseN?:
                try scanLiteral("null")
            default:
                throw syntaxError
            }
            // A value is complete: leave the containers it completes, or go on to the next element.
            while let close = open.last {
                if try continues(closingWith: close) {
                    if close == ASCII.closeBrace { _ = try scanKey() }
                    break
                }
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    private mutating func scanDigits() throws(JSONSyntaxError) {
        guard let first = byte(at: position), ASCII.digits.contains(first) else { throw syntaxError }
        position += 1
        while let byte = byte(at: position), ASCII.digits.contains(byte) { position += 1 }
    }

    private mutating func scanLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        _ = peekAfterWhitespace()
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { byte(at: position + $0) == expected[$0] }
        }
        guard matches else { throw syntaxError }
        position += literal.utf8CodeUnitCount
    }
}
