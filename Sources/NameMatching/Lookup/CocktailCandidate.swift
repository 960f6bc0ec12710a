/// A drink a name could mean: its id, by which it can be asked for alone, and its name.
public struct CocktailCandidate: Sendable, Hashable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
