import Foundation

/// A member of a list's JSON document, or of a row's object: its key, and its value.
public struct ListMember: Sendable, Equatable {
    public let key: String
    public let value: ListValue

    public init(_ key: String, _ value: ListValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON value a list holds.
public enum ListValue: Sendable, Equatable {
    /// A string, or null.
    case text(String?)
    case number(Int)
    case bool(Bool)
    /// A number with a fraction; JSON has no infinity or NaN, so one that is not finite is written null.
    case decimal(Double)
    /// A list of strings.
    case texts([String])
    /// A date, as an ISO 8601 string, or null.
    case date(Date?)
    /// An object of its members.
    case object([ListMember])
    case null
    /// A list of objects, each of its members.
    case objects([[ListMember]])
}
