import Foundation

/// An ingredient in the home bar: the name as the user first typed it, trimmed, and a key that
/// identifies it ignoring case, diacritics and surrounding whitespace, so that "lime juice",
/// " Lime Juice " and "Limé juice" are one ingredient. Two ingredients are equal when their keys are.
public struct BarIngredient: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let key: String

    /// Nil for a blank name: it names no ingredient.
    public init?(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.name = trimmed
        self.key = Self.key(for: trimmed)
    }

    /// The key an ingredient name is compared by.
    public static func key(for name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    public var description: String { name }

    public static func == (lhs: BarIngredient, rhs: BarIngredient) -> Bool {
        lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}
