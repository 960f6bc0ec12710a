/// The drinks the bar can make, as a view shows them.
public struct MakeableViewModel: Sendable, Equatable {
    public let items: [MakeableItemViewModel]
    /// A line for stderr (how to fill an empty bar, or that nothing is makeable), so that stdout stays one list.
    public let note: String?

    public init(items: [MakeableItemViewModel], note: String?) {
        self.items = items
        self.note = note
    }
}

public struct MakeableItemViewModel: Sendable, Equatable {
    public let id: Int
    public let name: String
    /// As the drink spells them; empty when the bar has everything.
    public let missing: [String]
    /// `missing: A, B` in the user's language; nil when nothing is missing.
    public let missingText: String?

    public init(id: Int, name: String, missing: [String], missingText: String?) {
        self.id = id
        self.name = name
        self.missing = missing
        self.missingText = missingText
    }
}
