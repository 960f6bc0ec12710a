internal import JSONBytes

/// The members of one object as the decoder read them, each nil until it is.
protocol UserDataFields {
    init()
}

/// One member of a user-data object: its key, how its value is written from the element, and how it
/// is read into the fields.
struct UserDataMember<Element, Fields>: Sendable {
    let key: StaticString
    let write: @Sendable (Element, inout JSONByteWriter) -> Void
    let read: @Sendable (inout Fields, inout JSONByteScanner) throws(JSONSyntaxError) -> Void

    static func value<Kind: UserDataValue>(
        _ key: StaticString,
        _ value: KeyPath<Element, Kind> & Sendable,
        _ field: WritableKeyPath<Fields, Kind?> & Sendable
    ) -> Self where Kind.Value == Kind {
        Self(
            key: key, write: { element, writer in Kind.write(element[keyPath: value], to: &writer) },
            read: { fields, scanner throws(JSONSyntaxError) in fields[keyPath: field] = try Kind.read(from: &scanner) })
    }
}
