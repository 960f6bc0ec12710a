internal import JSONBytes

/// Reading one member's value as a schema wants it: a value of the wrong type is checked for
/// syntax, consumed and judged `.invalid`, so the decoder can go on to the end and still tell
/// a broken document from one that only does not fit.
extension JSONByteScanner {
    mutating func integerMember(depth: Int) throws(JSONSyntaxError) -> Member<Int> {
        guard isNumberAhead() else { return try skippingInvalidValue(depth: depth) }
        let token = try scanNumber()
        return Member(JSONNumberLiteral.integer(bytes(of: token), isInteger: token.isInteger))
    }

    mutating func doubleMember(depth: Int) throws(JSONSyntaxError) -> Member<Double> {
        guard isNumberAhead() else { return try skippingInvalidValue(depth: depth) }
        let token = try scanNumber()
        return Member(JSONNumberLiteral.double(bytes(of: token)))
    }

    mutating func stringMember(depth: Int) throws(JSONSyntaxError) -> Member<String> {
        guard peekAfterWhitespace() == ASCII.quote else { return try skippingInvalidValue(depth: depth) }
        return Member(text(of: try scanString()))
    }

    /// A string, or nil for `null`.
    mutating func optionalStringMember(depth: Int) throws(JSONSyntaxError) -> Member<String?> {
        if try consumeNullIfPresent() { return .valid(nil) }
        switch try stringMember(depth: depth) {
        case let .valid(text): return .valid(text)
        case .missing, .invalid: return .invalid
        }
    }

    /// Whether the next value is `null`, which is then consumed.
    mutating func consumeNullIfPresent() throws(JSONSyntaxError) -> Bool {
        guard peekAfterWhitespace() == ASCII.lowercaseN else { return false }
        try scanNull()
        return true
    }

    /// A value of the wrong type: checked for syntax, then judged invalid.
    mutating func skippingInvalidValue<Value>(depth: Int) throws(JSONSyntaxError) -> Member<Value> {
        try skipValue(depth: depth)
        return .invalid
    }

    private mutating func isNumberAhead() -> Bool {
        guard let byte = peekAfterWhitespace() else { return false }
        return byte == ASCII.minus || ASCII.digits.contains(byte)
    }
}

/// Reading the containers of a schema.
extension JSONByteScanner {
    /// Reads an object member by member, handing each key to `member`, which must consume the value.
    /// False when the value is not an object, which is then skipped.
    mutating func object(
        depth: Int, member: (inout JSONByteScanner, JSONStringToken) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> Bool {
        try eachMember(depth: depth) { scanner throws(JSONSyntaxError) in
            let key = try scanner.scanKey()
            try member(&scanner, key)
        }
    }

    /// Reads an object as `object(depth:member:)` does, each key matched among the `count` keys `key` spells and
    /// handed to `member` as its match. The key after the last one matched is checked first as it stands, since a
    /// writer puts the keys in their order; any other key is scanned and matched as usual.
    mutating func object(
        depth: Int, keys count: Int, spelledBy key: (Int) -> StaticString,
        member: (inout JSONByteScanner, KeyMatch<Int>) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> Bool {
        var next = 0
        return try eachMember(depth: depth) { scanner throws(JSONSyntaxError) in
            let match: KeyMatch<Int>
            if next < count, try scanner.consumeKey(key(next)) {
                match = .known(next)
            } else {
                match = scanner.match(try scanner.scanKey(), among: 0..<count, spelledBy: key)
            }
            if case let .known(index) = match { next = index + 1 }
            try member(&scanner, match)
        }
    }

    /// Steps through an object's members, `read` taking each from its key to its value; false when the value is not
    /// an object, which is then skipped.
    private mutating func eachMember(
        depth: Int, _ read: (inout JSONByteScanner) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> Bool {
        guard peekAfterWhitespace() == ASCII.openBrace else {
            try skipValue(depth: depth)
            return false
        }
        try consume(ASCII.openBrace)
        if !consumeIfPresent(ASCII.closeBrace) {
            repeat {
                try read(&self)
            } while try continues(closingWith: ASCII.closeBrace)
        }
        return true
    }

    /// Reads an array, `.invalid` once an element is nil or when it is no array; the rest is then
    /// only checked for syntax. Nothing is built unless `building`, as when the version shows the
    /// elements will not be used.
    mutating func array<Element>(
        depth: Int, building: Bool, element: (inout JSONByteScanner) throws(JSONSyntaxError) -> Element?
    ) throws(JSONSyntaxError) -> Member<[Element]> {
        guard peekAfterWhitespace() == ASCII.openBracket else {
            try skipValue(depth: depth)
            return .invalid
        }
        try consume(ASCII.openBracket)
        var elements: [Element] = []
        var isValid = building
        if !consumeIfPresent(ASCII.closeBracket) {
            repeat {
                if isValid, let next = try element(&self) {
                    elements.append(next)
                } else if isValid {
                    isValid = false
                } else {
                    try skipValue(depth: depth + 1)
                }
            } while try continues(closingWith: ASCII.closeBracket)
        }
        return isValid ? .valid(elements) : .invalid
    }
}
