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
            ("Shake blended whiskey, lemon juice and egg white with cracked ice and strain.", .shaken),
            ("Shake blended Scotch, lemon juice and honey syrup with ice. Strain over large ice.", .shaken),
            ("Combine all ingredients in an electric blender and blend at a low speed.", .blended),
            ("Blend until smooth.", .blended),
            ("Stir until blended, then strain into a coupe.", .stirred),
            ("Mix with a spice blend of cinnamon and nutmeg.", .built),
            ("Pour into a cocktail shaker with ice, then strain.", .shaken),
        ])
    func instructions_nameTheMethod(instructions: String, method: MixingMethod) {
        #expect(MixingMethod(instructions: instructions) == method)
    }

    @Test(
        "ST-13: dilution comes from ice only: what is shaken, strained or blended meets ice; a built drink only when ice is in it",
        arguments: [
            ("Shake and strain.", [], true),
            ("Stir with ice and strain.", [], true),
            ("Blend until smooth.", [], true),
            ("Build all ingredients in a Collins glass filled with ice.", [], true),
            ("Stir into glass over ice, garnish and serve.", [], true),
            ("Pour the whisky and serve on the rocks.", [], true),
            ("Pour the gin and the tonic.", ["Ice"], true),
            ("Add the crème de cassis to the bottom of the glass, then top up with wine.", [], false),
            ("Pour Creme de cassis in glass, gently pour champagne on top", [], false),
            ("Ensure both ingredients are well chilled, then mix into the glass. Serve cold.", [], false),
            ("Pour the liqueur over vanilla ice cream.", [], false),
            ("Pour ice-cold vodka into a frozen glass.", [], false),
            ("Shake without ice, then strain.", [], false),
        ] as [(String, [String], Bool)])
    func dilution_comesFromIceOnly(instructions: String, more: [String], iced: Bool) throws {
        let amounts = RecipeAmounts(
            ingredients: [("Vodka", "1 oz"), ("Water", "1 oz")] + more.map { ($0, "1 cup") }, instructions: instructions, servings: 1,
            knowledge: TestKnowledge(abvs: ["Vodka": 40, "Water": 0], solids: ["Ice"]).facts)
        guard case .estimated(let strength)? = amounts.strength else {
            Issue.record("no strength for \(instructions)")
            return
        }

        #expect((strength.dilution > 0) == iced, "\(instructions)")
        #expect(iced ? strength.served != strength.poured : strength.served == strength.poured)
    }

    @Test("ST-14: the volume in the glass is what is poured and the water the ice adds")
    func servedML_isPouredPlusMeltedIce() throws {
        let strength = try #require(twentyPercent(instructions: "Stir and strain."))

        #expect(close(strength.pouredML, 2 * BarSizes.oz))
        #expect(close(strength.servedML, 2 * BarSizes.oz * (1 + strength.dilution)))
    }

    @Test("ST-2: instructions that name no method, or none at all, give no method", arguments: ["Serve.", "", "Garnish with mint."])
    func instructionsWithoutMethod_giveNone(instructions: String) {
        #expect(MixingMethod(instructions: instructions) == nil)
        #expect(MixingMethod(instructions: nil) == nil)
    }

    /// The instructions, and the dilution at 20%: Arnold's formulas at 0.2, and the fixed shares.
    private static let dilutions: [(String, Double)] = [
        ("Shake.", -1.567 * 0.04 + 1.742 * 0.2 + 0.203), ("Stir and strain.", -1.21 * 0.04 + 1.246 * 0.2 + 0.145), ("Pour over ice.", 0.24),
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
            knowledge: TestKnowledge(abvs: ["Vodka": 40, "Water": 0]).facts)
        guard case .estimated(let strength)? = amounts.strength else { return nil }
        return strength
    }
}
