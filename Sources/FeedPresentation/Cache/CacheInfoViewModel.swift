/// `cache info`'s lines: where the cache is, then the saved list, the catalogue and the images.
public struct CacheInfoViewModel: Sendable, Equatable {
    public let location: String
    public let feed: String
    public let catalogue: String
    public let images: String

    public init(location: String, feed: String, catalogue: String, images: String) {
        self.location = location
        self.feed = feed
        self.catalogue = catalogue
        self.images = images
    }

    public var lines: [String] { [location, feed, catalogue, images] }
}
