import Foundation

/// A cocktail as the cache keeps it, separate from the domain model so either can change alone.
public struct LocalCocktailItem: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let description: String?
    /// The image URL as text, as `CocktailItem` keeps it, so a long list holds no `URL`s.
    public let imageURLText: String?

    public var imageURL: URL? {
        imageURLText.flatMap { URL(string: $0) }
    }

    public init(id: Int, name: String, description: String?, imageURL: URL?) {
        self.init(id: id, name: name, description: description, imageURLText: imageURL?.absoluteString)
    }

    /// For text that is already known to be a URL's.
    public init(id: Int, name: String, description: String?, imageURLText: String?) {
        self.id = id
        self.name = name
        self.description = description
        self.imageURLText = imageURLText
    }
}
