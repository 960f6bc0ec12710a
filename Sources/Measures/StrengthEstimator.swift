/// Works out how strong a recipe is from what it pours. The rules are `ST-*` in `Specs/ReadRecipeAmounts.md`.
enum StrengthEstimator {
    static func estimate(_ ingredients: [MeasuredIngredient], method: MixingMethod?, abv: (String) -> Double?) -> StrengthEstimate? {
        var volumes = Pour()
        var parts = Pour()
        var alcoholicScale: Scale?
        for ingredient in ingredients where !isIce(ingredient.name) {
            let percent = abv(ingredient.name).flatMap { $0.isNaN ? nil : min(max($0, 0), 100) }
            guard let (scale, amount) = poured(ingredient.measure) else {
                if let percent, percent > 0 { return .unknown(blockedBy: ingredient.name, because: .noVolume) }
                continue
            }
            guard let percent else { return .unknown(blockedBy: ingredient.name, because: .unknownABV) }
            if percent > 0 {
                if let alcoholicScale, alcoholicScale != scale { return .unknown(blockedBy: ingredient.name, because: .otherScale) }
                alcoholicScale = scale
            }
            switch scale {
            case .volume: volumes.add(amount, atABV: percent)
            case .parts: parts.add(amount, atABV: percent)
            }
        }
        let scale = alcoholicScale ?? (volumes.total > 0 ? .volume : .parts)
        let pour = scale == .volume ? volumes : parts
        guard pour.total > 0, pour.total.isFinite, pour.alcohol.isFinite else { return nil }
        let poured = pour.alcohol / pour.total * 100
        let served = method.map { poured / (1 + $0.dilution(atABV: poured)) } ?? poured
        let grams = scale == .volume ? pour.alcohol * BarConventions.ethanolGramsPerML : nil
        return .estimated(Strength(poured: poured, served: served, method: method, alcoholGrams: grams))
    }

    private enum Scale { case volume, parts }

    private struct Pour {
        var total = 0.0
        var alcohol = 0.0

        mutating func add(_ amount: Double, atABV percent: Double) {
            total += amount
            alcohol += amount * percent / 100
        }
    }

    /// What a measure pours: its volume or parts (the middle of a range), or the juice of its fruit.
    private static func poured(_ measure: Measure?) -> (Scale, Double)? {
        guard let measure else { return nil }
        switch measure.amount {
        case .volume(let ml, let maxML): return (.volume, Amount.typical(ml, maxML))
        case .parts(let parts, let maxParts): return (.parts, Amount.typical(parts, maxParts))
        default: return measure.juiceML.map { (.volume, $0) }
        }
    }

    /// Ice chills and melts by the method's dilution; it is not poured.
    private static func isIce(_ name: String) -> Bool {
        ["ice", "crushed ice", "ice cubes", "ice cube", "cracked ice"].contains(name.lowercased().trimmedOfWhitespace)
    }
}
