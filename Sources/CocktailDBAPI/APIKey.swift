/// A TheCocktailDB key. It is a secret: it never appears in a description, a debug
/// description or a reflection (`dump`, `Mirror`), so no log or error can carry it.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The free test key, which the API serves under `v1`.
    public static let freeTest = APIKey("1")

    let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var isFreeTestKey: Bool { value == APIKey.freeTest.value }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "APIKey(<redacted>)" }

    /// No children: the default mirror would hand `value` to `dump` and `Mirror` users.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
