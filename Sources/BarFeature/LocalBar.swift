import NameMatching

/// The bar use cases: add, remove, list and clear. Each delivers the bar after the change, sorted.
///
/// Every change reads the bar first, so a bar that cannot be read fails the change with the
/// store's error before anything is written: the user's list is never silently lost. Names the user
/// types follow `IngredientNameValidator`'s rules, and one that breaks them fails the whole change,
/// with an `IngredientNameError`, before anything is written.
public final class LocalBar: Sendable {
    private let list: EditableList<BarIngredient, LocalBarIngredient>

    public init(store: any BarStore) {
        self.list = EditableList(store: store, models: { $0.toModels() }, local: { LocalBarIngredient(name: $0.name) })
    }
}

extension LocalBar {
    /// Adds the named ingredients. One already in the bar keeps its first spelling; blank names among others are
    /// ignored, and names that are all blank refused.
    /// The names are checked before the bar is read.
    public func add(_ names: [String]) async throws -> [BarIngredient] {
        let added = try Self.ingredients(typed: names)
        return try await list.add(added).sortedByName()
    }
}

extension LocalBar {
    /// Removes the named ingredients, whatever their spelling. One not in the bar is no error.
    /// A name over the length cap is still accepted when it names an ingredient in the bar, which an
    /// older dringo may have saved, so that what `list` shows can always be removed by what it shows.
    public func remove(_ names: [String]) async throws -> [BarIngredient] {
        try await list.remove { saved in Set(try Self.ingredients(typed: names, saved: saved)) }.sortedByName()
    }
}

extension LocalBar {
    public func list() async throws -> [BarIngredient] {
        try await list.read().sortedByName()
    }
}

extension LocalBar {
    /// Empties the bar. Like every change, it reads the bar first and fails, writing nothing, when it cannot.
    public func clear() async throws -> [BarIngredient] {
        try await list.remove { Set($0) }
    }
}

extension LocalBar {
    /// The ingredients the user typed, each checked by `IngredientNameValidator`. A blank name among others names
    /// none, a slip of the quotes; names that are all blank are refused as blank, since they name nothing at all.
    /// - Parameter saved: what the bar holds, which a name over the length cap may still name.
    private static func ingredients(
        typed names: [String],
        saved: [BarIngredient] = []
    ) throws(IngredientNameError) -> [BarIngredient] {
        var ingredients: [BarIngredient] = []
        var blank: IngredientNameError?
        for name in names {
            do throws(IngredientNameError) {
                ingredients.append(try BarIngredient(typed: name, saved: saved))
            } catch {
                guard case .empty = error.reason else { throw error }
                blank = blank ?? error
            }
        }
        if ingredients.isEmpty, let blank { throw blank }
        return ingredients
    }
}

extension Array where Element == BarIngredient {
    /// By name, ignoring case and diacritics; names that compare equal by spelling.
    func sortedByName() -> [BarIngredient] {
        sorted { ($0.key, $0.name) < ($1.key, $1.name) }
    }
}

private extension Array where Element == LocalBarIngredient {
    /// A saved bar edited by hand, or saved by an older dringo, may hold control characters and escape
    /// sequences, a blank name, or one ingredient twice. Each name is cleaned as a terminal shows it,
    /// so that what `list` shows `remove` can name, and the next save keeps it clean; a name blank once
    /// cleaned is dropped, and the first spelling kept. A name over the length cap is kept whole: it is
    /// the user's, and cutting it would lose it.
    func toModels() -> [BarIngredient] {
        var seen = Set<BarIngredient>()
        return compactMap { BarIngredient(VisibleText.of($0.name)) }.filter { seen.insert($0).inserted }
    }
}
