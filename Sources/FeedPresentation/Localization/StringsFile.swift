/// The `.strings` format as dringo's tables use it: `"KEY" = "value";` entries, with `/* … */` and `//` comments.
///
/// Quoted strings take the old property list escapes: `\n`, `\t`, `\r`, `\"`, `\\`, and `\U` with four hex digits;
/// any other escaped character stands for itself.
enum StringsFile {
    /// Where a table stops being one, counted in lines from 1.
    struct MalformedError: Error, Equatable {
        let line: Int
    }

    static func entries(of text: String) throws(MalformedError) -> [String: String] {
        var reader = Reader(Array(text.utf8))
        var entries: [String: String] = [:]
        while try reader.skipSpaceAndComments() {
            let key = try reader.quoted()
            try reader.skipSpaceAndComments(expecting: UInt8(ascii: "="))
            _ = try reader.skipSpaceAndComments()
            let value = try reader.quoted()
            try reader.skipSpaceAndComments(expecting: UInt8(ascii: ";"))
            entries[key] = value
        }
        return entries
    }

    private struct Reader {
        private let bytes: [UInt8]
        private var position = 0
        private var line = 1

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Skips spaces and comments; false at the end of the text.
        mutating func skipSpaceAndComments() throws(MalformedError) -> Bool {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\n"):
                    line += 1
                    position += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    position += 1
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    try skipBlockComment()
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                default:
                    return true
                }
            }
            return false
        }

        mutating func skipSpaceAndComments(expecting byte: UInt8) throws(MalformedError) {
            guard try skipSpaceAndComments(), bytes[position] == byte else { throw MalformedError(line: line) }
            position += 1
        }

        mutating func quoted() throws(MalformedError) -> String {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw MalformedError(line: line) }
            position += 1
            // Up to its first escape a text is taken as it stands, not byte by byte: most texts hold none.
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: bytes[start..<position - 1], as: UTF8.self)
            }
            var text = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try appendEscaped(to: &text)
                default:
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    text.append(byte)
                }
            }
            throw MalformedError(line: line)
        }

        private var next: UInt8? {
            position + 1 < bytes.count ? bytes[position + 1] : nil
        }

        private mutating func skipBlockComment() throws(MalformedError) {
            let start = line
            position += 2
            while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
            guard position + 1 < bytes.count else { throw MalformedError(line: start) }
            position += 2
        }

        private mutating func appendEscaped(to text: inout [UInt8]) throws(MalformedError) {
            guard position < bytes.count else { throw MalformedError(line: line) }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard position + 4 <= bytes.count,
                    let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else { throw MalformedError(line: line) }
                position += 4
                text += Array(String(Character(scalar)).utf8)
            default:
                text.append(escaped)
            }
        }
    }
}
