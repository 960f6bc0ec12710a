/// Works out how strong a recipe is from what it pours. The rules are `ST-*` in `Specs/ReadRecipeAmounts.md`.
enum StrengthEstimator {
    static func estimate(_ ingredients: [(MeasuredIngredient, IngredientFacts)], preparation: Preparation) -> StrengthEstimate? {
        var volumes = Pour()
        var parts = Pour()
        var alcoholicScale: Scale?
        var unmeasured: [String] = []
        var alcoholUnmeasured = false
        // A solid never pours, but the juice of a citrus fruit ("Juice of 1/2" lime) does.
        for (ingredient, facts) in ingredients
        where !Preparation.isIce(ingredient.name) && (facts.kind != .solid || ingredient.measure?.juiceML != nil) {
            let percent = facts.abv.flatMap { $0.isNaN ? nil : min(max($0, 0), 100) }
            guard let (scale, amount) = poured(ingredient.measure) else {
                if facts.kind == .seasoning { continue }
                unmeasured.append(ingredient.name)
                if (percent ?? 100) > 0 { alcoholUnmeasured = true }
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
        guard pour.total.isFinite, pour.alcohol.isFinite, pour.total > 0 || !unmeasured.isEmpty else { return nil }
        let grams = scale == .volume && !alcoholUnmeasured ? pour.alcohol * BarConventions.ethanolGramsPerML : nil
        // A drink with no alcohol in it is 0%, however much of its mixers is poured.
        if alcoholicScale == nil, !alcoholUnmeasured {
            return .estimated(
                Strength(poured: 0, served: 0, method: preparation.method, alcoholGrams: scale == .volume ? 0 : nil, unmeasured: unmeasured)
            )
        }
        guard unmeasured.isEmpty else {
            return .estimated(Strength(poured: nil, served: nil, method: preparation.method, alcoholGrams: grams, unmeasured: unmeasured))
        }
        let poured = pour.alcohol / pour.total * 100
        let dilution = preparation.isIced ? (preparation.method?.dilution(atABV: poured) ?? 0) : 0
        return .estimated(
            Strength(
                poured: poured, served: poured / (1 + dilution), method: preparation.method, dilution: dilution,
                pouredML: scale == .volume ? pour.total : nil, alcoholGrams: grams))
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
}
