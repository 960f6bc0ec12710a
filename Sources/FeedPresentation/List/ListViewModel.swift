/// A list as the one text list view and the one JSON list view show it: every list on screen is one,
/// from the cocktail list to the lines of `cache info`.
public struct ListViewModel: Sendable, Equatable {
    /// In text, bold above the rows; the rows of a list under a heading are entries (see `ListRow`).
    public let heading: String?
    public let rows: ListRows
    /// A line for stderr, such as why the list is empty or how old it is, so that stdout stays the list.
    public let note: String?
    /// The JSON document's members before its rows, in order.
    public let members: [ListMember]
    /// The JSON document's member that holds the rows.
    public let rowsKey: String

    public init(heading: String? = nil, rows: ListRows, note: String? = nil, members: [ListMember] = [], rowsKey: String = "items") {
        self.heading = heading
        self.rows = rows
        self.note = note
        self.members = members
        self.rowsKey = rowsKey
    }

    /// Lines of text, such as what a command did: each a row.
    public static func lines(_ lines: [String]) -> ListViewModel {
        ListViewModel(rows: ListRows(lines.map { ListRow(name: $0) }))
    }
}
