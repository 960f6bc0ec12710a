/// What a party planner reads of the bar's conventions, for a whole party's amounts rather than one drink's.
extension MixingMethod {
    /// The water the method's ice adds, as a share of what was poured at `abv` percent: the dilution the strength
    /// estimate uses.
    public func waterShare(atABV abv: Double) -> Double {
        dilution(atABV: abv)
    }
}

extension Amount {
    /// The amount for `count` drinks, when this is one drink's: any count, as a party's totals need more than
    /// `Servings.range` allows a recipe. Parts stay a ratio.
    public func times(_ count: Double) -> Amount {
        scaled(by: count)
    }
}

/// The citrus fruit dringo knows the juice of, with the yields the measure reader uses.
public enum CitrusFruit: String, Sendable, CaseIterable {
    case lime, lemon, orange

    /// The ml of juice one fruit gives.
    public var juiceML: Double {
        CitrusYield.ml(ofOne: rawValue) ?? 0
    }
}

/// A volume as a bartender measures it in a unit, for totals as for one drink.
public enum VolumeShown {
    public static func text(ml: Double, maxML: Double? = nil, in unit: VolumeUnit, decimalMark: String = ".") -> String {
        VolumeText.text(ml: ml, maxML: maxML, in: unit, decimalMark: decimalMark)
    }

    /// The same, the unit's word ("tsp") a piece of its own, for a reader's language to word it.
    public static func pieces(ml: Double, maxML: Double? = nil, in unit: VolumeUnit, decimalMark: String = ".") -> ShownMeasure {
        VolumeText.pieces(ml: ml, maxML: maxML, in: unit, decimalMark: decimalMark)
    }
}
