/// Where a use case gets its matching from: literal, or the ingredient knowledge with the user's
/// substitutes, both asked for only once the bar is known to hold something, and before any drink
/// is asked for, so that knowledge that cannot be read fails before a catalogue is downloaded.
///
/// The substitutes come in through a closure: where the user keeps them is the caller's concern.
public struct IngredientMatchingSource: Sendable {
    private let load: @Sendable () async throws -> IngredientMatching

    private init(load: @escaping @Sendable () async throws -> IngredientMatching) {
        self.load = load
    }

    /// Literal matching: nothing is read.
    public static let strict = IngredientMatchingSource { .strict }

    /// The knowledge applied, with the substitutes the user declared, and the staples on hand unless turned off.
    /// - Parameters:
    ///   - knowledge: asked for once a use case needs it; its error is the use case's.
    ///   - substitutes: asked for after the knowledge; its error is the use case's.
    public static func knowledge(
        _ knowledge: @escaping @Sendable () throws -> IngredientKnowledge,
        substitutes: @escaping @Sendable () async throws -> [IngredientSubstitute] = { [] },
        staplesOnHand: Bool = true
    ) -> IngredientMatchingSource {
        IngredientMatchingSource {
            let knowledge = try knowledge()
            return .knowledge(knowledge, substitutes: try await substitutes(), staplesOnHand: staplesOnHand)
        }
    }

    /// The matching itself, read once for each use of it.
    func matching() async throws -> IngredientMatching {
        try await load()
    }
}
