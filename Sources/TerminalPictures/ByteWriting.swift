extension [UInt8] {
    /// Appends the ASCII of `text`.
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal digits, without going through a String.
    mutating func append(decimal value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        if value >= 10 { append(decimal: value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends `key=value` for each parameter, `separator` between them: the numbers in the escape sequence
    /// of a graphics protocol that names them.
    mutating func append(parameters: KeyValuePairs<StaticString, Int>, separator: StaticString) {
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { append(ascii: separator) }
            append(ascii: parameter.key)
            append(UInt8(ascii: "="))
            append(decimal: parameter.value)
        }
    }
}
