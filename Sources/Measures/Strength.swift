/// How strong a drink is: ABVs in percent.
public struct Strength: Sendable, Equatable {
    /// The ABV of the liquids poured, before any ice; nil when a poured liquid has no volume (`unmeasured`).
    public let poured: Double?
    /// The ABV once the ice has melted into it: `poured` when no ice meets the drink or the method is not known.
    public let served: Double?
    public let method: MixingMethod?
    /// The water the ice adds, as a share of what is poured: 0 when no ice meets the drink.
    public let dilution: Double
    /// The ml poured for the servings asked; nil for a recipe in parts, or when a poured liquid has no volume.
    public let pouredML: Double?
    /// The grams of alcohol poured for the servings asked; nil for a recipe in parts, which has no size, or when an
    /// alcoholic liquid has no volume.
    public let alcoholGrams: Double?
    /// The poured liquids without a volume ("Top" soda, orange juice with no measure), as the recipe spells them.
    public let unmeasured: [String]

    public init(
        poured: Double?, served: Double?, method: MixingMethod?, dilution: Double = 0, pouredML: Double? = nil,
        alcoholGrams: Double?, unmeasured: [String] = []
    ) {
        self.poured = poured
        self.served = served
        self.method = method
        self.dilution = dilution
        self.pouredML = pouredML
        self.alcoholGrams = alcoholGrams
        self.unmeasured = unmeasured
    }

    /// The volume in the glass once the ice has melted into it, for the servings asked.
    public var servedML: Double? {
        pouredML.map { $0 * (1 + dilution) }
    }
}

/// A drink's strength, or the ingredient that keeps it from being estimated, and why.
public enum StrengthEstimate: Sendable, Equatable {
    case estimated(Strength)
    case unknown(blockedBy: String, because: StrengthBlocker)
}

/// Why an ingredient keeps a drink's strength from being estimated at all.
public enum StrengthBlocker: Sendable, Equatable {
    /// An ingredient poured whose ABV is not known.
    case unknownABV
    /// An alcoholic ingredient in parts beside volumes, or in volumes beside parts, which cannot be added up.
    case otherScale
}
