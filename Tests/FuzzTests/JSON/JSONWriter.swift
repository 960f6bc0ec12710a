import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `JSONValue` as UTF-8 text in a `JSONStyle`, keeping repeated keys, number literals and raw tokens as they are.
struct JSONWriter {
    private let style: JSONStyle
    private let spacing: [UInt8]
    /// The bytes `strcspn` must stop at, NUL-terminated: quotes, backslashes and C0 controls, and
    /// whatever else the style escapes. Bytes, not a `String`, which would repair the lone high bytes.
    private let bytesToEscape: [CChar]

    static func data(for value: JSONValue, style: JSONStyle = .compact) -> Data {
        JSONWriter(style: style).data(for: value)
    }

    private init(style: JSONStyle) {
        self.style = style
        spacing = Array(style.spacing.utf8)
        var escaped = Array(UInt8(1)..<0x20) + [UInt8(ascii: "\""), UInt8(ascii: "\\")]
        if style.escapesSolidus { escaped.append(UInt8(ascii: "/")) }
        if style.escapesNonASCII { escaped += Array(UInt8(0x80)...UInt8(0xFF)) }
        bytesToEscape = escaped.map { CChar(bitPattern: $0) } + [0]
    }

    private func data(for value: JSONValue) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        output.append(contentsOf: spacing)
        write(value, into: &output)
        output.append(contentsOf: spacing)
        return Data(output)
    }

    private func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case let .bool(flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case let .number(literal), let .raw(literal):
            output.append(contentsOf: literal.utf8)
        case let .string(text):
            writeString(text, into: &output)
        case let .array(elements):
            writeStructural("[", into: &output)
            for (index, element) in elements.enumerated() {
                if index > 0 { writeStructural(",", into: &output) }
                write(element, into: &output)
            }
            writeStructural("]", into: &output)
        case let .object(members):
            writeStructural("{", into: &output)
            for (index, member) in members.enumerated() {
                if index > 0 { writeStructural(",", into: &output) }
                writeString(member.key, into: &output)
                writeStructural(":", into: &output)
                write(member.value, into: &output)
            }
            writeStructural("}", into: &output)
        }
    }

    private func writeStructural(_ character: Unicode.Scalar, into output: inout [UInt8]) {
        output.append(contentsOf: spacing)
        output.append(UInt8(ascii: character))
        output.append(contentsOf: spacing)
    }

    /// Writes each run that needs no escape at once, found by the C library's `strcspn`: the test
    /// target is built without optimization, where a byte-by-byte loop over every string would be
    /// most of a mutant's cost.
    private func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let count = text.utf8.count
        text.withCString { start in
            bytesToEscape.withUnsafeBufferPointer { escaped in
                guard let rejected = escaped.baseAddress else { return }
                var offset = 0
                while offset < count {
                    // The C string ends at `count`, or earlier at an embedded NUL, which is escaped too.
                    let run = strcspn(start + offset, rejected)
                    output.append(contentsOf: UnsafeRawBufferPointer(start: start + offset, count: run))
                    offset += run
                    guard offset < count else { break }
                    offset += escape(at: offset, in: UnsafeRawBufferPointer(start: start, count: count), into: &output)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Escapes the character starting at `offset` and returns how many bytes it took.
    private func escape(at offset: Int, in utf8: UnsafeRawBufferPointer, into output: inout [UInt8]) -> Int {
        let byte = utf8[offset]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            return 1
        case 0x00..<0x20:
            appendUnicodeEscape(UInt16(byte), into: &output)
            return 1
        default:
            // A non-ASCII scalar, from valid UTF-8 since it comes from a `String`: decoded by hand,
            // as building a `String` for each one is slow in this unoptimized target.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var scalar = UInt32(byte) & (0x7F >> UInt32(length))
            for continuation in utf8[offset + 1..<offset + length] {
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar > 0xFFFF {
                appendUnicodeEscape(UInt16(0xD800 + ((scalar - 0x10000) >> 10)), into: &output)
                appendUnicodeEscape(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)), into: &output)
            } else {
                appendUnicodeEscape(UInt16(scalar), into: &output)
            }
            return length
        }
    }

    private func appendUnicodeEscape(_ unit: UInt16, into output: inout [UInt8]) {
        let digits = Self.hexDigits
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        output.append(digits[Int(unit >> 12)])
        output.append(digits[Int(unit >> 8 & 0x0F)])
        output.append(digits[Int(unit >> 4 & 0x0F)])
        output.append(digits[Int(unit & 0x0F)])
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
