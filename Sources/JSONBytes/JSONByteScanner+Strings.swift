/// Strings: their syntax is checked while scanning, their text is built only when a decoder asks.
extension JSONByteScanner {
    /// Scans a string from its opening quote: well-formed escapes, no raw control characters, and
    /// valid UTF-8 throughout, as RFC 8259 asks of text.
    public mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
        try consume(ASCII.quote)
        let start = position
        var hasEscapes = false
        while true {
            skipPlainASCII()
            // The word held a byte to look at: the plain bytes up to it are stepped over one by one, not tested again
            // as a word at each of them.
            while let next = byte(at: position), Self.isPlain(next) { position += 1 }
            guard let byte = byte(at: position) else { throw syntaxError }
            switch byte {
            case ASCII.quote:
                position += 1
                return JSONStringToken(range: start..<position - 1, hasEscapes: hasEscapes)
            case ASCII.backslash:
                hasEscapes = true
                try scanEscape()
            case ..<0x20:
                throw syntaxError
            default:
                try scanMultiByteScalar(leadingWith: byte)
            }
        }
    }

    /// Consumes a member's key and the colon after it when the key spells `key` byte for byte, with no escapes; leaves
    /// it unread, and answers false, otherwise. A decoder that knows which key its writer puts next checks it so,
    /// without scanning it. A `key` of anything but printable ASCII, neither a quote nor a backslash, never matches.
    public mutating func consumeKey(_ key: StaticString) throws(JSONSyntaxError) -> Bool {
        // Read in place: a closure over the key's bytes is not inlined, and cost more than the comparison.
        guard key.hasPointerRepresentation, peekAfterWhitespace() == ASCII.quote else { return false }
        let (expected, start) = (key.utf8Start, position + 1)
        let end = start + key.utf8CodeUnitCount
        guard end < bytes.count, bytes[end] == ASCII.quote else { return false }
        for offset in 0..<key.utf8CodeUnitCount {
            let byte = bytes[start + offset]
            guard byte == expected[offset], Self.isPlain(byte) else { return false }
        }
        position = end + 1
        try consume(ASCII.colon)
        return true
    }

    /// Printable ASCII that is neither a quote nor a backslash: what a string holds as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != ASCII.quote && byte != ASCII.backslash
    }

    /// Skips eight bytes at a time while none of them is a quote, a backslash, a control
    /// character or part of a multi-byte scalar: most of a feed's text.
    private mutating func skipPlainASCII() {
        while let word = ByteWord.load(bytes, at: position),
            !ByteWord.hasNonASCII(word), !ByteWord.hasByte(below: 0x20, in: word),
            !ByteWord.hasByte(ASCII.quote, in: word), !ByteWord.hasByte(ASCII.backslash, in: word)
        {
            position += 8
        }
    }

    /// The text a string token spells, or nil when an escape leaves a surrogate unpaired: no
    /// Swift string can hold one, and `JSONDecoder` refused it too.
    public func text(of token: JSONStringToken) -> String? {
        let content = UnsafeBufferPointer(rebasing: bytes[token.range])
        guard token.hasEscapes else { return String(decoding: content, as: UTF8.self) }
        return Self.unescaped(content)
    }

    /// Whether the token spells `key`, escapes resolved; nil when it spells no string at all.
    @inlinable @inline(__always)
    public func token(_ token: JSONStringToken, spells key: StaticString) -> Bool? {
        key.withUTF8Buffer { keyBytes in
            guard token.hasEscapes else {
                // A plain loop: keys are short, and a decoder compares each with several names.
                guard token.range.count == keyBytes.count else { return false }
                for offset in 0..<keyBytes.count where bytes[token.range.lowerBound + offset] != keyBytes[offset] {
                    return false
                }
                return true
            }
            return text(of: token).map { $0.utf8.elementsEqual(keyBytes) }
        }
    }

    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four hexadecimal digits.
    private mutating func scanEscape() throws(JSONSyntaxError) {
        switch byte(at: position + 1) {
        case ASCII.quote?, ASCII.backslash?, ASCII.slash?,
            UInt8(ascii: "b")?, UInt8(ascii: "f")?, UInt8(ascii: "n")?, UInt8(ascii: "r")?, UInt8(ascii: "t")?:
            position += 2
        case ASCII.lowercaseU?:
            guard codeUnit(at: position + 2) != nil else { throw syntaxError }
            position += 6
        default:
            throw syntaxError
        }
    }

    /// One scalar of two to four bytes, by the well-formed sequences of Unicode's table 3-7:
    /// no overlong forms, no surrogates, nothing past U+10FFFF.
    private mutating func scanMultiByteScalar(leadingWith leading: UInt8) throws(JSONSyntaxError) {
        let continuationCount: Int
        let second: ClosedRange<UInt8>
        switch leading {
        case 0xC2...0xDF: (continuationCount, second) = (1, 0x80...0xBF)
        case 0xE0: (continuationCount, second) = (2, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (continuationCount, second) = (2, 0x80...0xBF)
        case 0xED: (continuationCount, second) = (2, 0x80...0x9F)
        case 0xF0: (continuationCount, second) = (3, 0x90...0xBF)
        case 0xF1...0xF3: (continuationCount, second) = (3, 0x80...0xBF)
        case 0xF4: (continuationCount, second) = (3, 0x80...0x8F)
        default: throw syntaxError
        }
        guard let byte = byte(at: position + 1), second.contains(byte) else { throw syntaxError }
        for offset in 1..<continuationCount {
            guard let byte = self.byte(at: position + 1 + offset), (0x80...0xBF).contains(byte) else { throw syntaxError }
        }
        position += 1 + continuationCount
    }

    /// The UTF-16 code unit four hexadecimal digits spell, or nil when they are not all there.
    private func codeUnit(at index: Int) -> UInt16? {
        Self.codeUnit(in: UnsafeBufferPointer(rebasing: bytes[min(index, bytes.count)...]), at: 0)
    }

    private static func codeUnit(in content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard index >= 0, index + 4 <= content.count else { return nil }
        var unit: UInt16 = 0
        for byte in content[index..<index + 4] {
            guard let digit = ASCII.hexadecimalValue(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Resolves the escapes of content `scanString` accepted; a surrogate pair becomes one scalar.
    ///
    /// It writes into the string's own storage: no escape stands for more UTF-8 than it is spelled
    /// with, so the content's length is room enough.
    private static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        try? String(unsafeUninitializedCapacity: content.count) { utf8 in
            var count = 0
            var index = 0
            while index < content.count {
                // The text up to the next escape goes over in one copy.
                let runEnd = content[index...].firstIndex(of: ASCII.backslash) ?? content.count
                let run = UnsafeBufferPointer(rebasing: content[index..<runEnd])
                _ = UnsafeMutableBufferPointer(rebasing: utf8[count..<count + run.count]).initialize(fromContentsOf: run)
                count += run.count
                index = runEnd
                guard index < content.count else { break }
                guard index + 1 < content.count else { throw Unreadable() }
                let escaped = content[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "b"): utf8[count] = 0x08
                case UInt8(ascii: "f"): utf8[count] = 0x0C
                case UInt8(ascii: "n"): utf8[count] = 0x0A
                case UInt8(ascii: "r"): utf8[count] = 0x0D
                case UInt8(ascii: "t"): utf8[count] = 0x09
                case ASCII.lowercaseU:
                    guard let scalar = scalar(in: content, at: &index) else { throw Unreadable() }
                    for byte in scalar.utf8 {
                        utf8[count] = byte
                        count += 1
                    }
                    continue
                // `\"`, `\\` and `\/`: `scanString` let no other escape through.
                default: utf8[count] = escaped
                }
                count += 1
            }
            return count
        }
    }

    /// Ends the unescaping of content that spells no Swift string.
    private struct Unreadable: Error {}

    /// The scalar of the `\u` escape whose digits start at `index`, with its trailing half when
    /// it is a leading surrogate; `index` moves past what was used.
    private static func scalar(in content: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar? {
        guard let unit = codeUnit(in: content, at: index) else { return nil }
        index += 4
        guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit) }
        guard index + 1 < content.count, content[index] == ASCII.backslash, content[index + 1] == ASCII.lowercaseU,
            let trail = codeUnit(in: content, at: index + 2), UTF16.isTrailSurrogate(trail)
        else { return nil }
        index += 6
        return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00))
    }
}
