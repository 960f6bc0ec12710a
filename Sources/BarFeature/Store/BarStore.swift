/// Where the bar lives. It is the user's own data: implementations replace it atomically and
/// report failures by throwing, never by crashing on what they find or by losing the old bar.
public protocol BarStore: Sendable {
    /// The saved ingredients, in the order they were added; none when nothing is saved.
    func retrieve() async throws -> [LocalBarIngredient]
    /// Replaces the whole bar with these ingredients, or leaves it as it was on failure.
    func replace(with ingredients: [LocalBarIngredient]) async throws
}
