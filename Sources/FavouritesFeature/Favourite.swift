/// A drink the user keeps: its id, the name it had when it was saved, and how the user rated it and
/// what they changed, if they said.
///
/// The name is kept so that a favourite whose drink has left the catalogue can still be listed, and
/// removed, by it.
public struct Favourite: Sendable, Hashable {
    public let id: Int
    public let name: String
    /// A whole number from 1 to 5, or nil when the user gave none.
    public let rating: Int?
    public let note: String?

    public init(id: Int, name: String, rating: Int? = nil, note: String? = nil) {
        self.id = id
        self.name = name
        self.rating = rating
        self.note = note
    }
}
