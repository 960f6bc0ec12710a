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
}
