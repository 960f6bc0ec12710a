internal import JSONBytes

/// One JSON value of a user-data document, read strictly and written compactly by one description.
protocol UserDataValue: Sendable {
    associatedtype Value

    /// Throws at the first byte that does not fit, whether it breaks JSON or only the value's kind.
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Value
    static func write(_ value: Value, to writer: inout JSONByteWriter)
}

extension Int: UserDataValue {
    /// A plain integer literal: `1.0` or `1e0` is not one these stores write.
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Int {
        guard let byte = scanner.peekAfterWhitespace(), byte == ASCII.minus || ASCII.digits.contains(byte) else {
            throw scanner.syntaxError
        }
        let token = try scanner.scanNumber()
        guard token.isInteger, let value = JSONNumberLiteral.integer(scanner.bytes(of: token), isInteger: true) else {
            throw scanner.syntaxError
        }
        return value
    }

    static func write(_ element: Int, to writer: inout JSONByteWriter) {
        writer.appendInteger(element)
    }
}

extension String: UserDataValue {
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> String {
        guard scanner.peekAfterWhitespace() == ASCII.quote, let text = scanner.text(of: try scanner.scanString()) else {
            throw scanner.syntaxError
        }
        return text
    }

    static func write(_ element: String, to writer: inout JSONByteWriter) {
        writer.appendString(element)
    }
}

/// A value or `null`, which is written, not left out.
extension Optional: UserDataValue where Wrapped: UserDataValue, Wrapped.Value == Wrapped {
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Wrapped? {
        if scanner.peekAfterWhitespace() == ASCII.lowercaseN {
            try scanner.scanNull()
            return nil
        }
        return try Wrapped.read(from: &scanner)
    }

    static func write(_ element: Wrapped?, to writer: inout JSONByteWriter) {
        if let element { Wrapped.write(element, to: &writer) } else { writer.appendRaw("null") }
    }
}
