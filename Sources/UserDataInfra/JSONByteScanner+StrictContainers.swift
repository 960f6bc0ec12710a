internal import JSONBytes

/// Reading the containers of a user-data document, which admit nothing they do not expect.
extension JSONByteScanner {
    /// An object whose members are exactly `keys`, each once, in any order: a key that is no string,
    /// an unknown one or a repeated one is not this object's. `member` reads the value of the key at
    /// its index in `keys`.
    mutating func exactObject(
        keys: [StaticString], member: (inout JSONByteScanner, Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try exactObject(keyCount: keys.count, key: { keys[$0] }, member: member)
    }

    /// The same, its keys given by index, so that a document of many objects builds no list of keys for each.
    /// - Parameter keyCount: at most 64.
    mutating func exactObject(
        keyCount: Int, key keyAt: (Int) -> StaticString, member: (inout JSONByteScanner, Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try consume(ASCII.openBrace)
        // One bit a key, set once it is met: no array to allocate for each object.
        var met: UInt64 = 0
        let all: UInt64 = keyCount >= 64 ? .max : (1 << UInt64(keyCount)) - 1
        repeat {
            let index = try memberIndex(keyCount: keyCount, key: keyAt, met: met)
            met |= 1 << UInt64(index)
            try member(&self, index)
        } while try continues(closingWith: ASCII.closeBrace)
        guard met == all else { throw syntaxError }
    }

    /// The index of the next member's key among the keys not `met` yet. The stores write each object's keys in order, so
    /// the first of those is checked as it is written before the key is scanned and looked for among them all.
    private mutating func memberIndex(
        keyCount: Int, key keyAt: (Int) -> StaticString, met: UInt64
    ) throws(JSONSyntaxError) -> Int {
        let next = (~met).trailingZeroBitCount
        if next < keyCount, try consumeKey(keyAt(next)) { return next }
        let key = try scanKey()
        guard let index = (0..<keyCount).first(where: { met & (1 << UInt64($0)) == 0 && token(key, spells: keyAt($0)) == true }) else {
            throw syntaxError
        }
        return index
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
