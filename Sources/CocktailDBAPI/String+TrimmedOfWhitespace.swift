extension String {
    /// The string without leading and trailing Unicode white space (spaces, tabs, newlines,
    /// no-break spaces, …), as `trimmingCharacters(in: .whitespacesAndNewlines)` gives.
    ///
    /// It returns `self` untouched in the common case where there is nothing to trim, which
    /// spares a long feed a round trip through NSString for every field.
    public func trimmedOfWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        guard first.isTrimmedWhitespace || last.isTrimmedWhitespace else { return self }
        guard let start = scalars.firstIndex(where: { !$0.isTrimmedWhitespace }),
            let end = scalars.lastIndex(where: { !$0.isTrimmedWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}

private extension Unicode.Scalar {
    /// Foundation's `whitespacesAndNewlines`: Unicode's White_Space plus ZERO WIDTH SPACE, which
    /// Foundation still counts as a space. That is the only scalar where the two sets differ.
    ///
    /// ASCII is answered without the property tables, which cost a mapped feed more than reading
    /// its JSON: of ASCII, White_Space holds the space and U+0009 to U+000D.
    var isTrimmedWhitespace: Bool {
        if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace || value == 0x200B
    }
}
