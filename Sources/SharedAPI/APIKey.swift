/// A TheCocktailDB key. It is a secret: it never appears in a description.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The free test key, which the API serves under `v1`.
    public static let freeTest = APIKey("1")

    let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var isFreeTestKey: Bool { value == APIKey.freeTest.value }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "APIKey(<redacted>)" }
}
