/// Swift literals that hold a file's contents exactly.
enum SwiftLiteral {
    /// A one-line string literal of UTF-8 text: quotes, backslashes and control characters escaped, the rest as it is.
    static func string(_ text: [UInt8]) -> String {
        var literal: [UInt8] = [UInt8(ascii: "\"")]
        literal.reserveCapacity(text.count + text.count / 8 + 2)
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): literal += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): literal += Array(#"\\"#.utf8)
            case UInt8(ascii: "\n"): literal += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): literal += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): literal += Array(#"\t"#.utf8)
            case 0..<0x20, 0x7F: literal += Array("\\u{\(String(byte, radix: 16))}".utf8)
            default: literal.append(byte)
            }
        }
        literal.append(UInt8(ascii: "\""))
        return String(decoding: literal, as: UTF8.self)
    }

    /// An array literal of bytes, sixteen a line.
    static func bytes(_ bytes: [UInt8]) -> String {
        let lines = stride(from: 0, to: bytes.count, by: 16).map { start in
            bytes[start..<min(start + 16, bytes.count)].map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
        }
        return "[\n" + lines.map { "        " + $0 + ",\n" }.joined() + "    ]"
    }

    /// A string literal of a path or other plain text.
    static func path(_ path: String) -> String {
        string(Array(path.utf8))
    }
}
