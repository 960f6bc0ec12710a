import Measures

/// What a party needs to know of an ingredient that no recipe says: whether it is ice, fizzes, spoils out of
/// the fridge, is a citrus juice, or is sold by the bottle. Read from the name's words, as a bartender reads it.
public struct IngredientNature: Sendable, Equatable {
    public let isIce: Bool
    /// Sparkling: added at service, never batched.
    public let isCarbonated: Bool
    /// Egg or dairy: a drink that holds one is not batched ahead.
    public let isPerishable: Bool
    /// The fruit a citrus juice is squeezed from.
    public let citrus: CitrusFruit?
    /// A liquid sold by the bottle even when the recipe gives no volume.
    public let isLiquid: Bool

    public init(name: String, abv: Double?) {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let joined = words.joined(separator: " ")
        isIce = Self.iceNames.contains(joined)
        isCarbonated = words.contains { Self.carbonatedWords.contains($0) } || joined.contains("ginger ale")
        isPerishable = words.contains { Self.perishableWords.contains($0) }
        let juice = words.last == "juice" && words.count <= 3
        citrus = juice ? CitrusFruit.allCases.first { words.dropLast().last == $0.rawValue } : nil
        isLiquid = (abv ?? 0) > 0 || isCarbonated || words.contains { Self.liquidWords.contains($0) }
    }

    /// The bottle a liquid is bought in: bitters; else by its strength, beer and cider, other alcohol, or a mixer.
    static func bottleML(name: String, abv: Double?) -> Int {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if words.contains("bitters") { return PartyConventions.bittersBottleML }
        guard let abv else {
            // Not known to the knowledge: a mixer by its words, else a bottle of something stronger.
            let mixer = words.contains { liquidWords.contains($0) || carbonatedWords.contains($0) }
            return mixer ? PartyConventions.mixerBottleML : PartyConventions.alcoholBottleML
        }
        guard abv > 0 else { return PartyConventions.mixerBottleML }
        return words.contains { beerWords.contains($0) } ? PartyConventions.beerBottleML : PartyConventions.alcoholBottleML
    }

    private static let iceNames: Set = ["ice", "crushed ice", "ice cubes", "ice cube", "cracked ice"]
    private static let carbonatedWords: Set = [
        "soda", "tonic", "champagne", "prosecco", "cava", "sparkling", "beer", "lager", "cider", "cola", "coke", "pepsi", "7up", "sprite",
        "seltzer", "carbonated", "fizzy", "lemonade", "schweppes", "ale",
    ]
    private static let perishableWords: Set = [
        "egg", "eggs", "cream", "milk", "yoghurt", "yogurt", "butter", "buttermilk", "half", "eggnog",
    ]
    private static let liquidWords: Set = ["juice", "syrup", "water", "cordial", "nectar", "puree", "tea", "coffee", "bitters"]
    private static let beerWords: Set = ["beer", "lager", "ale", "stout", "guinness", "cider", "corona", "porter"]
}
