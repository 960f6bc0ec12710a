/// A JSON document as the mutators see it.
///
/// Objects are ordered lists of members, so a mutant can hold duplicate keys; numbers keep their
/// literal text, so `1e999` or forty digits survive; `raw` is text written as is, for tokens that
/// are not JSON at all.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
    case raw(String)

    /// The first member named `key`, which is the one `JSONDecoder` reads when a key repeats.
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// True when the text written for this value is plain JSON whose meaning is unambiguous: no raw
    /// tokens and no repeated keys. Only such documents can be checked against a reference model.
    var isStrictJSON: Bool {
        switch self {
        case .null, .bool, .number, .string: true
        case .raw: false
        case let .array(elements): elements.allSatisfy { $0.isStrictJSON }
        case let .object(members): Self.areStrict(members)
        }
    }

    private static func areStrict(_ members: [JSONMember]) -> Bool {
        var keys = Set<String>()
        for member in members {
            guard keys.insert(member.key).inserted, member.value.isStrictJSON else { return false }
        }
        return true
    }
}

struct JSONMember: Equatable, Sendable {
    var key: String
    var value: JSONValue
}
