/// A bar ingredient as the store keeps it: the name as the user first typed it, trimmed.
public struct LocalBarIngredient: Sendable, Hashable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
