import NameMatching

/// Why a typed ingredient name is refused: the name as typed, and the rule of typed text it breaks.
public struct IngredientNameError: Error, Equatable, Sendable {
    public let name: String
    public let reason: TypedTextError

    public init(name: String, reason: TypedTextError) {
        self.name = name
        self.reason = reason
    }
}
