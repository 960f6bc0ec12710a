import Foundation

/// One cocktail of the feed.
public struct CocktailItem: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let description: String?
    /// The image URL as text, which is all the feed shows. Items keep text because a Foundation
    /// `URL` is large and slow to parse, and a long feed would hold one per item for nothing.
    public let imageURLText: String?

    /// The image URL, made from its text when asked for.
    public var imageURL: URL? {
        imageURLText.flatMap { URL(string: $0) }
    }

    public init(id: Int, name: String, description: String? = nil, imageURL: URL? = nil) {
        self.init(id: id, name: name, description: description, imageURLText: imageURL?.absoluteString)
    }

    /// For text that is already known to be a URL's, such as what the cache checked as it read it.
    public init(id: Int, name: String, description: String?, imageURLText: String?) {
        self.id = id
        self.name = name
        self.description = description
        self.imageURLText = imageURLText
    }
}
