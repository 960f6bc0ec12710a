import Measures
import TestSupport
import Testing

/// Random text and mutated real measures: the reader never traps, never gives a number that is not finite, and
/// never shows a measure blank.
struct MeasureFuzzTests {
    private static let seed: UInt64 = 0x6D65_6173_7572_6573
    private static let rounds = 4_000
    private static let pieces = [
        "1", "2", "9", "0", "12", "999999999", "1234567890", "/", "-", "–", ".", ",", " ", "  ", "½", "¾", "⅛", "oz", "fl", "cl", "ml", "L",
        "gal", "cup", "tsp", "dash", "part", "parts", "kg", "lb", "of", "to", "or", "Juice", "Top", "Add", "\u{0301}", "é", "🍋", "\n", "(",
        "٣", "１",
    ]

    @Test("RA-16: random and mutated measures read without a trap, with finite numbers, never shown blank")
    func anyMeasure_readsSafely() {
        var generator = SplitMix64(seed: Self.seed)
        for round in 0..<Self.rounds {
            let written = round.isMultiple(of: 2) ? randomText(&generator) : mutatedMeasure(&generator)
            let servings = generator.int(in: -2...120)
            let measure = Measure(written, ingredient: generator.pick(["Lemon", "Lime", "Gin", ""])).scaled(by: servings)

            #expect(
                isFinite(measure.amount),
                "seed \(Self.seed), round \(round): \(written.debugDescription) read \(String(describing: measure.amount))")
            #expect(measure.juiceML?.isFinite ?? true, "seed \(Self.seed), round \(round): \(written.debugDescription)")
            for unit in [nil] + VolumeUnit.allCases {
                let shown = measure.shown(in: unit)
                #expect(
                    measure.written.isEmpty || !shown.isEmpty, "seed \(Self.seed), round \(round): \(written.debugDescription) shown blank")
            }
        }
    }

    @Test("RA-16: a recipe of random measures and ABVs has a finite strength")
    func anyRecipe_hasFiniteStrength() {
        var generator = SplitMix64(seed: Self.seed)
        for round in 0..<Self.rounds / 10 {
            let ingredients = (0..<generator.int(in: 0...6)).map { index in
                (name: "ingredient \(index)", measure: generator.oneIn(5) ? nil : mutatedMeasure(&generator) as String?)
            }
            let abvs = ingredients.map { _ in generator.pick([0, 5, 40, 100, 1e300, -1, .infinity, .nan] as [Double?] + [nil]) }
            let kinds = ingredients.map { _ in generator.pick([.liquid, .solid, .seasoning, nil] as [IngredientKind?]) }
            let amounts = RecipeAmounts(
                ingredients: ingredients, instructions: generator.pick(["Shake.", "Stir, strain.", "Blend.", "Pour.", nil]),
                servings: generator.int(in: 1...100),
                knowledge: { name in
                    let index = ingredients.firstIndex { $0.name == name } ?? 0
                    return IngredientFacts(abv: abvs[index], kind: kinds[index])
                })

            if case .estimated(let strength)? = amounts.strength {
                let figures = [strength.poured, strength.served, strength.servedML, strength.alcoholGrams, strength.pouredML]
                let finite = figures.allSatisfy { $0?.isFinite ?? true } && strength.dilution.isFinite
                #expect(finite, "seed \(Self.seed), round \(round): \(ingredients) gave \(strength)")
            }
        }
    }

    private func randomText(_ generator: inout SplitMix64) -> String {
        (0..<generator.length(upTo: 24)).map { _ in generator.pick(Self.pieces) }.joined()
    }

    private func mutatedMeasure(_ generator: inout SplitMix64) -> String {
        var characters = Array(generator.pick(CatalogueMeasure.all).measure)
        for _ in 0..<generator.int(in: 1...3) {
            let piece = Array(generator.pick(Self.pieces))
            let at = generator.int(in: 0...characters.count)
            switch generator.int(below: 3) {
            case 0: characters.insert(contentsOf: piece, at: at)
            case 1 where at < characters.count: characters.remove(at: at)
            default: characters.replaceSubrange(at..<min(at + 1, characters.count), with: piece)
            }
        }
        return String(characters)
    }

    private func isFinite(_ amount: Amount?) -> Bool {
        switch amount {
        case nil: true
        case .volume(let value, let maximum)?, .parts(let value, let maximum)?, .count(let value, let maximum)?,
            .weight(let value, let maximum)?:
            value.isFinite && (maximum?.isFinite ?? true) && value >= 0
        }
    }
}
