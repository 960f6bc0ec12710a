/// A favourite as the store keeps it.
public struct LocalFavourite: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let rating: Int?
    public let note: String?

    public init(id: Int, name: String, rating: Int?, note: String?) {
        self.id = id
        self.name = name
        self.rating = rating
        self.note = note
    }
}
