/// Appends JSON tokens to a byte buffer, writing them as `JSONEncoder` does.
///
/// The caller writes the syntax; the writer spells numbers and strings. A large document can
/// be taken out in chunks (`takeBytes`) instead of growing whole in memory.
public struct JSONByteWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far, leaving the writer empty but with its capacity.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Syntax and keys, which the caller spells out ready to write.
    public mutating func appendRaw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func appendInteger(_ value: Int) {
        // The digits are worked out backwards into a buffer that holds `Int.min`'s twenty characters.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = ASCII.digitZero + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = ASCII.minus
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A finite double as its shortest text that reads back bit for bit, without the `.0` that
    /// `JSONEncoder` leaves off whole numbers.
    public mutating func appendNumber(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A string in quotes. UTF-8 passes through as it is; only what JSON forbids raw is escaped:
    /// the quote, the backslash and the control characters, with `JSONEncoder`'s spellings.
    public mutating func appendString(_ string: String) {
        var string = string
        string.withUTF8 { text in
            bytes.append(ASCII.quote)
            var runStart = 0
            var index = Self.indexOfEscape(in: text, from: 0)
            while index < text.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                appendEscape(for: text[index])
                runStart = index + 1
                index = Self.indexOfEscape(in: text, from: runStart)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
            bytes.append(ASCII.quote)
        }
    }

    /// The first byte from `start` on that needs an escape, or the end of the text.
    private static func indexOfEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while let word = ByteWord.load(text, at: index), !ByteWord.hasByte(below: 0x20, in: word),
            !ByteWord.hasByte(ASCII.quote, in: word), !ByteWord.hasByte(ASCII.backslash, in: word)
        {
            index += 8
        }
        while index < text.count, !needsEscape(text[index]) { index += 1 }
        return index
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == ASCII.quote || byte == ASCII.backslash || byte < 0x20
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(ASCII.backslash)
        switch byte {
        case ASCII.quote, ASCII.backslash: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            appendRaw("u00")
            bytes.append(Self.lowercaseHexDigits[Int(byte >> 4)])
            bytes.append(Self.lowercaseHexDigits[Int(byte & 0x0F)])
        }
    }

    private static let lowercaseHexDigits = Array("0123456789abcdef".utf8)
}
