internal import JSONBytes

/// One member of an object schema: its key, how its value is written from the element, and how it
/// is read into the members met.
struct SchemaMember<Element, Members>: Sendable {
    let key: StaticString
    /// False for a member left out of this element's object.
    let isPresent: @Sendable (Element) -> Bool
    let writeValue: @Sendable (Element, inout JSONByteWriter) -> Void
    /// Reads the value at the depth given, into `Members`, unless the key was met already.
    let read: @Sendable (inout Members, inout JSONByteScanner, _ depth: Int) throws(JSONSyntaxError) -> Void
}

extension SchemaMember {
    /// A member every element has, of one JSON type.
    static func value<Value: JSONMemberValue>(
        _ key: StaticString,
        _ value: KeyPath<Element, Value> & Sendable,
        _ member: WritableKeyPath<Members, Member<Value>> & Sendable
    ) -> Self {
        Self(
            key: key, isPresent: { _ in true }, writeValue: { element, writer in element[keyPath: value].write(to: &writer) },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met[keyPath: member].fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try Value.member(from: &scanner, depth: depth)
                }
            })
    }

    /// A text that may be missing or null; one the element lacks is left out.
    /// - Parameter check: the text kept for what was read, `.some(nil)` for none, nil when it spoils the object.
    static func optionalText(
        _ key: StaticString,
        _ value: KeyPath<Element, String?> & Sendable,
        _ member: WritableKeyPath<Members, Member<String?>> & Sendable,
        checkedBy check: @escaping @Sendable (String?) -> String?? = { .some($0) }
    ) -> Self {
        Self(
            key: key, isPresent: { $0[keyPath: value] != nil },
            writeValue: { element, writer in element[keyPath: value].map { writer.appendString($0) } },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met[keyPath: member].fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try scanner.optionalStringMember(depth: depth).map(check)
                }
            })
    }
}

extension SchemaMember {
    /// A text every element's object holds, `null` when the element has none; read, it must be there.
    static func nullableText(
        _ key: StaticString,
        _ value: KeyPath<Element, String?> & Sendable,
        _ member: WritableKeyPath<Members, Member<String?>> & Sendable
    ) -> Self {
        Self(
            key: key, isPresent: { _ in true },
            writeValue: { element, writer in
                if let text = element[keyPath: value] { writer.appendString(text) } else { writer.appendRaw("null") }
            },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met[keyPath: member].fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try scanner.optionalStringMember(depth: depth)
                }
            })
    }

    /// A list of texts that may be missing or null, read as empty; an empty one is left out.
    static func optionalTexts(
        _ key: StaticString,
        _ value: KeyPath<Element, [String]> & Sendable,
        _ member: WritableKeyPath<Members, Member<[String]?>> & Sendable
    ) -> Self {
        Self(
            key: key, isPresent: { !$0[keyPath: value].isEmpty },
            writeValue: { element, writer in writer.appendList(element[keyPath: value]) { text, writer in writer.appendString(text) } },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met[keyPath: member].fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    if try scanner.consumeNullIfPresent() { return .valid(nil) }
                    let texts = try scanner.array(depth: depth, building: true) { scanner throws(JSONSyntaxError) -> String? in
                        guard case let .valid(text) = try scanner.stringMember(depth: depth + 1) else { return nil }
                        return text
                    }
                    guard case let .valid(texts) = texts else { return .invalid }
                    return .valid(texts)
                }
            })
    }
}

extension SchemaMember {
    /// A list every element's object holds, each item as `writeItem` writes it and `readItem` reads it at the
    /// depth given; an item read as nil makes the list unusable.
    static func list<Item>(
        _ key: StaticString,
        _ value: KeyPath<Element, [Item]> & Sendable,
        _ member: WritableKeyPath<Members, Member<[Item]>> & Sendable,
        writeItem: @escaping @Sendable (Item, inout JSONByteWriter) -> Void,
        readItem: @escaping @Sendable (inout JSONByteScanner, _ depth: Int) throws(JSONSyntaxError) -> Item?
    ) -> Self {
        Self(
            key: key, isPresent: { _ in true },
            writeValue: { element, writer in writer.appendList(element[keyPath: value], item: writeItem) },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met[keyPath: member].fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try scanner.array(depth: depth, building: true) { scanner throws(JSONSyntaxError) in try readItem(&scanner, depth + 1) }
                }
            })
    }
}

/// A value a member holds as one JSON value of its own type.
protocol JSONMemberValue: Sendable {
    static func member(from scanner: inout JSONByteScanner, depth: Int) throws(JSONSyntaxError) -> Member<Self>
    func write(to writer: inout JSONByteWriter)
}

extension Int: JSONMemberValue {
    static func member(from scanner: inout JSONByteScanner, depth: Int) throws(JSONSyntaxError) -> Member<Int> {
        try scanner.integerMember(depth: depth)
    }

    func write(to writer: inout JSONByteWriter) {
        writer.appendInteger(self)
    }
}

extension String: JSONMemberValue {
    static func member(from scanner: inout JSONByteScanner, depth: Int) throws(JSONSyntaxError) -> Member<String> {
        try scanner.stringMember(depth: depth)
    }

    func write(to writer: inout JSONByteWriter) {
        writer.appendString(self)
    }
}
