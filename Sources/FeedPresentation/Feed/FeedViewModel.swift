import FeedFeature

public struct FeedViewModel: Sendable, Equatable {
    public let title: String
    public let source: FeedOrigin
    public let items: [FeedItemViewModel]
    /// A line for the user about the list itself, such as how old a cached list is.
    public let notice: String?

    public init(title: String, source: FeedOrigin, items: [FeedItemViewModel], notice: String?) {
        self.title = title
        self.source = source
        self.items = items
        self.notice = notice
    }
}

public struct FeedItemViewModel: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let description: String?
    public let imageURL: String?

    public init(id: Int, name: String, description: String?, imageURL: String?) {
        self.id = id
        self.name = name
        self.description = description
        self.imageURL = imageURL
    }
}
