/// How strong a drink is: ABVs in percent.
public struct Strength: Sendable, Equatable {
    /// The ABV of the liquids poured, before any ice.
    public let poured: Double
    /// The ABV once the method's ice has melted into it; `poured` when the method is not known.
    public let served: Double
    public let method: MixingMethod?
    /// The grams of alcohol poured for the servings asked; nil for a recipe in parts, which has no size.
    public let alcoholGrams: Double?

    public init(poured: Double, served: Double, method: MixingMethod?, alcoholGrams: Double?) {
        self.poured = poured
        self.served = served
        self.method = method
        self.alcoholGrams = alcoholGrams
    }
}

/// A drink's strength, or the ingredient that keeps it from being estimated, and why.
public enum StrengthEstimate: Sendable, Equatable {
    case estimated(Strength)
    case unknown(blockedBy: String, because: StrengthBlocker)
}

/// Why an ingredient keeps a drink's strength from being estimated.
public enum StrengthBlocker: Sendable, Equatable {
    /// An alcoholic liquid with no volume: "Top" Champagne, "1 bottle" of beer.
    case noVolume
    /// An ingredient poured whose ABV is not known.
    case unknownABV
    /// An alcoholic ingredient in parts beside volumes, or in volumes beside parts, which cannot be added up.
    case otherScale
}
