/// An ingredient as written: its name, its measure, and its ABV in percent when the document gave one.
public struct HouseIngredient: Sendable, Hashable {
    public let name: String
    public let measure: String?
    public let abv: Double?

    public init(name: String, measure: String?, abv: Double? = nil) {
        self.name = name
        self.measure = measure
        self.abv = abv
    }
}
