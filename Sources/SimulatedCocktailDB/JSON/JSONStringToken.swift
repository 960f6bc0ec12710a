internal import JSONBytes

/// A string in a letter file: its bytes, quotes included, as the API wrote them.
struct JSONStringToken {
    let range: Range<Int>
    let hasEscapes: Bool

    /// The string's text, escapes resolved; nil when an escape is malformed or leaves a surrogate
    /// unpaired, which no Swift string can hold.
    static func text(of token: JSONStringToken, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let content = bytes[token.range.lowerBound + 1..<token.range.upperBound - 1]
        guard token.hasEscapes else { return String(decoding: UnsafeBufferPointer(rebasing: content), as: UTF8.self) }
        return unescaped(content)
    }

    private static func unescaped(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(content.count)
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            index += 1
            guard byte == ASCII.backslash else {
                utf8.append(byte)
                continue
            }
            guard index < content.endIndex else { return nil }
            let escape = content[index]
            index += 1
            switch escape {
            case ASCII.quote, ASCII.backslash, ASCII.slash: utf8.append(escape)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(ASCII.lineFeed)
            case UInt8(ascii: "r"): utf8.append(ASCII.carriageReturn)
            case UInt8(ascii: "t"): utf8.append(ASCII.tab)
            case UInt8(ascii: "u"):
                guard let scalar = scalar(in: content, at: &index) else { return nil }
                UTF8.encode(scalar) { utf8.append($0) }
            default: return nil
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The scalar of `XXXX` after a `\u`, or of a surrogate pair written as two of them.
    private static func scalar(in content: Slice<UnsafeBufferPointer<UInt8>>, at index: inout Int) -> Unicode.Scalar? {
        guard let unit = codeUnit(in: content, at: index) else { return nil }
        index += 4
        guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit) }
        guard index + 1 < content.endIndex, content[index] == ASCII.backslash, content[index + 1] == UInt8(ascii: "u"),
            let trail = codeUnit(in: content, at: index + 2), UTF16.isTrailSurrogate(trail)
        else { return nil }
        index += 6
        return Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))
    }

    /// Four hexadecimal digits from `index`.
    private static func codeUnit(in content: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> UInt16? {
        guard index + 4 <= content.endIndex else { return nil }
        var unit: UInt16 = 0
        for byte in content[index..<index + 4] {
            guard let digit = ASCII.hexadecimalValue(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}
