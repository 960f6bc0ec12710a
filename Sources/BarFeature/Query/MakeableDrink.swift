/// A drink the bar can make, with the ingredients it still misses, named as the drink spells them.
public struct MakeableDrink: Sendable, Hashable {
    public let id: Int
    public let name: String
    public let missing: [String]

    public init(id: Int, name: String, missing: [String]) {
        self.id = id
        self.name = name
        self.missing = missing
    }
}
