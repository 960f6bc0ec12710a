/// A list ready to show, and where it came from.
public struct FeedWithOrigin: Sendable, Equatable {
    public let items: [CocktailItem]
    public let origin: FeedOrigin

    public init(items: [CocktailItem], origin: FeedOrigin) {
        self.items = items
        self.origin = origin
    }
}
