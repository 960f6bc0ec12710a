/// A list's rows, each made from its item when a view reads it: a long list streams out row by row,
/// and is never held whole beside the items it is made from. Rows are equal when they hold equal rows.
public struct ListRows: RandomAccessCollection, Sendable, Equatable {
    public let startIndex = 0
    public let endIndex: Int
    private let row: @Sendable (Int) -> ListRow

    public init(_ rows: [ListRow]) {
        endIndex = rows.count
        row = { rows[$0] }
    }

    /// The rows of the first `limit` items, or of every item without a limit: where `--limit` is
    /// applied, for every list, before any row is made.
    public init<Item: Sendable>(_ items: [Item], limit: Int? = nil, row: @escaping @Sendable (Item) -> ListRow) {
        endIndex = Swift.min(items.count, Swift.max(0, limit ?? items.count))
        self.row = { row(items[$0]) }
    }

    public subscript(position: Int) -> ListRow {
        row(position)
    }

    public static func == (lhs: ListRows, rhs: ListRows) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
