internal import JSONBytes

extension Double: UserDataValue {
    /// A finite number: no store writes another.
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Double {
        guard let byte = scanner.peekAfterWhitespace(), byte == ASCII.minus || ASCII.digits.contains(byte) else {
            throw scanner.syntaxError
        }
        let token = try scanner.scanNumber()
        guard let value = JSONNumberLiteral.double(scanner.bytes(of: token)) else { throw scanner.syntaxError }
        return value
    }

    static func write(_ element: Double, to writer: inout JSONByteWriter) {
        writer.appendNumber(element.isFinite ? element : 0)
    }
}

/// A list of values, written whole, `[]` when empty.
extension Array: UserDataValue where Element: UserDataValue, Element.Value == Element {
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> [Element] {
        try scanner.list { scanner throws(JSONSyntaxError) in try Element.read(from: &scanner) }
    }

    static func write(_ elements: [Element], to writer: inout JSONByteWriter) {
        writer.appendRaw("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            Element.write(element, to: &writer)
        }
        writer.appendRaw("]")
    }
}
