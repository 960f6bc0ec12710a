import NameMatching

/// An ingredient in the home bar: the name as the user first typed it, trimmed, and a key that
/// identifies it ignoring case, diacritics and surrounding whitespace, so that "lime juice",
/// " Lime Juice " and "Limé juice" are one ingredient. Two ingredients are equal when their keys are.
public struct BarIngredient: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let key: String

    /// Nil for a blank name: it names no ingredient.
    public init?(_ name: String) {
        let trimmed = NameKey.trimmed(name)
        guard !trimmed.isEmpty else { return nil }
        self.name = trimmed
        self.key = NameKey.of(trimmed)
    }

    /// The key an ingredient name is compared by.
    public static func key(for name: String) -> String {
        NameKey.of(name)
    }

    public var description: String { name }

    public static func == (lhs: BarIngredient, rhs: BarIngredient) -> Bool {
        lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}
