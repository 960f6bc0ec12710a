import Foundation

/// A cocktail as the cache keeps it, separate from the domain model so either can change alone.
public struct LocalCocktailItem: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let description: String?
    public let imageURL: URL?

    public init(id: Int, name: String, description: String?, imageURL: URL?) {
        self.id = id
        self.name = name
        self.description = description
        self.imageURL = imageURL
    }
}
