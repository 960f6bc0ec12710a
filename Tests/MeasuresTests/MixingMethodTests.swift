import Measures
import Testing

struct MixingMethodTests {
    @Test(
        "ST-2: the method is read from the instructions, in any case",
        arguments: [
            ("Shake with ice and strain into a cocktail glass.", MixingMethod.shaken),
            ("Blend with crushed ice until smooth. Shake it off.", .blended),
            ("Stirred over ice, strained into a chilled glass.", .stirred),
            ("STIR WELL AND STRAIN.", .stirred),
            ("Stir into glass over ice, garnish and serve.", .built),
            ("Pour the gin into a highball glass filled with ice.", .built),
            ("Layer the liqueurs carefully in a shot glass.", .built),
            ("Fill a glass with ice and top with tonic.", .built),
            ("Shaking the tin hard, then double strain.", .shaken),
        ])
    func instructions_nameTheMethod(instructions: String, method: MixingMethod) {
        #expect(MixingMethod(instructions: instructions) == method)
    }

    @Test("ST-2: instructions that name no method, or none at all, give no method", arguments: ["Serve.", "", "Garnish with mint."])
    func instructionsWithoutMethod_giveNone(instructions: String) {
        #expect(MixingMethod(instructions: instructions) == nil)
        #expect(MixingMethod(instructions: nil) == nil)
    }

    /// The instructions, and the dilution at 20%: Arnold's formulas at 0.2, and the fixed shares.
    private static let dilutions: [(String, Double)] = [
        ("Shake.", -1.567 * 0.04 + 1.742 * 0.2 + 0.203), ("Stir and strain.", -1.21 * 0.04 + 1.246 * 0.2 + 0.145), ("Pour.", 0.24),
        ("Blend.", 0.9),
    ]

    @Test("ST-3: served is poured over one plus the method's dilution, from Arnold's formulas or the fixed shares", arguments: dilutions)
    func served_isDilutedByTheMethod(instructions: String, dilution: Double) throws {
        let strength = try #require(twentyPercent(instructions: instructions))

        #expect(close(strength.poured, 20))
        #expect(close(strength.served, 20 / (1 + dilution)))
        #expect(strength.method == MixingMethod(instructions: instructions))
    }

    @Test("ST-3: with no method, served is poured")
    func noMethod_servesAsPoured() throws {
        let strength = try #require(twentyPercent(instructions: nil))

        #expect(close(strength.served, 20))
        #expect(strength.method == nil)
    }

    /// One ounce of a 40% spirit with one of water: 20% poured.
    private func twentyPercent(instructions: String?) -> Strength? {
        let amounts = RecipeAmounts(
            ingredients: [("Vodka", "1 oz"), ("Water", "1 oz")], instructions: instructions, servings: 1,
            abv: { $0 == "Vodka" ? 40 : 0 })
        guard case .estimated(let strength)? = amounts.strength else { return nil }
        return strength
    }
}
