import Foundation

/// One cocktail of the feed.
public struct CocktailItem: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let description: String?
    public let imageURL: URL?

    public init(id: Int, name: String, description: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.description = description
        self.imageURL = imageURL
    }
}
