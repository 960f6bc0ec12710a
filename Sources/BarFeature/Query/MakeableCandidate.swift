/// A drink as the makeable query sees it: the composition root maps the catalogue's drinks to
/// these, because features never import each other.
public struct MakeableCandidate: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let ingredientNames: [String]

    public init(id: Int, name: String, ingredientNames: [String]) {
        self.id = id
        self.name = name
        self.ingredientNames = ingredientNames
    }
}
