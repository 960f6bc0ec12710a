/// `cache info`'s lines: where the cache is, then the saved list, then the images.
public struct CacheInfoViewModel: Sendable, Equatable {
    public let location: String
    public let feed: String
    public let images: String

    public init(location: String, feed: String, images: String) {
        self.location = location
        self.feed = feed
        self.images = images
    }

    public var lines: [String] { [location, feed, images] }
}
