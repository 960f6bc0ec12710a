internal import JSONBytes

/// Reading the containers of a user-data document, which admit nothing they do not expect.
extension JSONByteScanner {
    /// An object whose members are exactly `keys`, each once, in any order: a key that is no string,
    /// an unknown one or a repeated one is not this object's. `member` reads the value of the key at
    /// its index in `keys`.
    mutating func exactObject(
        keys: [StaticString], member: (inout JSONByteScanner, Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try consume(ASCII.openBrace)
        var met = Array(repeating: false, count: keys.count)
        repeat {
            let key = try scanKey()
            guard let index = keys.indices.first(where: { !met[$0] && token(key, spells: keys[$0]) == true }) else {
                throw syntaxError
            }
            met[index] = true
            try member(&self, index)
        } while try continues(closingWith: ASCII.closeBrace)
        guard !met.contains(false) else { throw syntaxError }
    }

    /// An array, each of its values read by `element`.
    mutating func list<Element>(
        of element: (inout JSONByteScanner) throws(JSONSyntaxError) -> Element
    ) throws(JSONSyntaxError) -> [Element] {
        try consume(ASCII.openBracket)
        var elements: [Element] = []
        if consumeIfPresent(ASCII.closeBracket) { return elements }
        repeat {
            elements.append(try element(&self))
        } while try continues(closingWith: ASCII.closeBracket)
        return elements
    }
}
