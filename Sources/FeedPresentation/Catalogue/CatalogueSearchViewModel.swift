/// A search's matches as a view shows them.
public struct CatalogueSearchViewModel: Sendable, Equatable {
    public let source: CatalogueSource
    public let items: [CatalogueSearchItemViewModel]
    /// A line for stderr when nothing matched, so that stdout stays an empty list.
    public let note: String?

    public init(source: CatalogueSource, items: [CatalogueSearchItemViewModel], note: String?) {
        self.source = source
        self.items = items
        self.note = note
    }
}

public struct CatalogueSearchItemViewModel: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let category: String?
    public let alcoholic: String?
    public let glass: String?

    public init(id: Int, name: String, category: String?, alcoholic: String?, glass: String?) {
        self.id = id
        self.name = name
        self.category = category
        self.alcoholic = alcoholic
        self.glass = glass
    }
}
