import Measures
import PartyFeature
import Testing

struct PartyPlanTests {
    @Test("PA-1, PA-2: each ingredient's total is its amount for one drink times the drink's count")
    func totals_areAmountsTimesCounts() throws {
        let plan = PartyPlan([negroni, margarita, daiquiri], size: PartySize(guests: 10, drinksEach: 2))

        #expect(plan.drinks.map(\.count) == [7, 7, 7])
        let gin = try #require(plan.line("Gin"))
        #expect(gin.amounts.amount == .volume(ml: 7 * 29.5735, maxML: nil))
        #expect(plan.line("Tequila")?.amounts.amount == .volume(ml: 7 * 1.5 * 29.5735, maxML: nil))
        #expect(plan.line("Orange peel")?.amounts.amount == .count(7, maxCount: nil))
    }

    @Test("PA-2: two drinks' ingredients of one identity are one line, named as the first drink spells it")
    func totals_mergeByIdentity() throws {
        let plan = PartyPlan([margarita, daiquiri], size: PartySize(guests: 2, drinksEach: 1))

        let lime = try #require(plan.line("Lime juice"))
        #expect(plan.line("Lime Juice") == nil)
        #expect(lime.amounts.amount == .volume(ml: 1.5 * 29.5735, maxML: nil))
        let synonyms = PartyPlan(
            [
                drink("A", id: 1, [ingredient("Light rum", "1 oz", abv: 40, identity: "white rum")]),
                drink("B", id: 2, [ingredient("White rum", "1 oz", abv: 40, identity: "white rum")]),
            ], size: PartySize(guests: 2, drinksEach: 1))
        #expect(synonyms.ingredients.map(\.name) == ["Light rum"])
        #expect(synonyms.ingredients.first?.amounts.amount == .volume(ml: 2 * 29.5735, maxML: nil))
    }

    @Test("PA-3: a citrus juice is also the fruit that yields it, rounded up; a range keeps its upper bound")
    func totals_citrusAsFruit() throws {
        let plan = PartyPlan(
            [
                drink("Sour", id: 1, method: .shaken, [ingredient("Lemon juice", "1 oz"), ingredient("Orange juice", "1-2 oz")])
            ], size: PartySize(guests: 4, drinksEach: 1))

        let lemon = try #require(plan.line("Lemon juice"))
        #expect(lemon.fruit?.fruit == .lemon)
        #expect(lemon.fruit?.count == 3, "44 ml a lemon: 118 ml is three, rounded up")
        #expect(lemon.purchase == .pieces(3))
        #expect(PartyPlan([margarita], size: PartySize(guests: 3, drinksEach: 1)).line("Lime juice")?.fruit?.count == 3, "exactly three")
        let orange = try #require(plan.line("Orange juice"))
        #expect(orange.amounts.amount == .volume(ml: 4 * 29.5735, maxML: 8 * 29.5735))
        #expect(orange.fruit?.count == 4, "the upper bound, 237 ml, at 67 ml an orange")
        #expect(PartyPlan([margarita], size: PartySize(guests: 7, drinksEach: 1)).line("Lime juice")?.fruit?.count == 7)
    }

    @Test("PA-3: a drink that gives no measure leaves the line unmeasured; grams and pieces are their own kinds")
    func totals_unmeasuredAndOtherKinds() throws {
        let plan = PartyPlan([margarita, daiquiri], size: PartySize(guests: 2, drinksEach: 1))

        let salt = try #require(plan.line("Salt"))
        #expect(salt.amounts.amount == nil)
        #expect(salt.hasUnmeasured)
        #expect(plan.line("Powdered sugar")?.amounts.amount == .volume(ml: 29.5735 / 6, maxML: nil))
    }

    @Test("PA-4: what the bar lacks is bought in whole bottles by kind, and nothing it covers")
    func purchases_wholeBottlesOfWhatTheBarLacks() throws {
        let plan = PartyPlan([negroni, margarita, daiquiri], size: PartySize(guests: 10, drinksEach: 2))

        #expect(plan.line("Gin")?.inBar == true)
        #expect(plan.line("Gin")?.purchase == nil)
        #expect(plan.line("Triple sec")?.purchase == nil)
        #expect(plan.line("Campari")?.purchase == .bottles(1, bottleML: 750), "207 ml")
        #expect(plan.line("Tequila")?.purchase == .bottles(1, bottleML: 750), "310.5 ml")
        let big = PartyPlan([margarita], size: PartySize(guests: 20, drinksEach: 1))
        #expect(big.line("Tequila")?.purchase == .bottles(2, bottleML: 750), "887 ml")
        let mixers = PartyPlan(
            [
                drink(
                    "Highball", id: 1, method: .built,
                    [
                        ingredient("Tonic water", "4 oz"), ingredient("Lager", "1/2 oz", abv: 5), ingredient("Cherry", "1", abv: nil),
                        ingredient("Angostura bitters", "2 dashes", abv: 44.7),
                    ])
            ], size: PartySize(guests: 10, drinksEach: 1))
        #expect(mixers.line("Tonic water")?.purchase == .bottles(2, bottleML: 1000), "1.18 l")
        #expect(mixers.line("Lager")?.purchase == .bottles(1, bottleML: 330))
        #expect(mixers.line("Cherry")?.purchase == .pieces(10))
        #expect(mixers.line("Angostura bitters")?.purchase == .bottles(1, bottleML: 200))
    }

    @Test("PA-4: an unmeasured liquid is one bottle; anything else unmeasured is bought as needed")
    func purchases_unmeasured() {
        let plan = PartyPlan(
            [drink("Fizz", id: 1, method: .built, [ingredient("Soda water"), ingredient("Mint", abv: nil)])],
            size: PartySize(guests: 4, drinksEach: 1))

        #expect(plan.line("Soda water")?.purchase == .bottles(1, bottleML: 1000))
        #expect(plan.line("Mint")?.purchase == nil)
        #expect(plan.line("Mint")?.inBar == false)
    }

    @Test("PA-4: a solid by the spoon, such as sugar, is bought as needed, never by the bottle")
    func purchases_solidBySpoonAsNeeded() throws {
        let sour = drink(
            "Sour", id: 1, method: .shaken,
            [ingredient("Whiskey", "2 oz", abv: 40), ingredient("Powdered sugar", "1 tsp", abv: 0, kind: .solid)])

        let plan = PartyPlan([sour], size: PartySize(guests: 10, drinksEach: 1))

        let sugar = try #require(plan.line("Powdered sugar")?.amounts.volumeML, "its total is still shown")
        #expect(abs(sugar - 10 * 29.5735 / 6) < 0.001)
        #expect(plan.line("Powdered sugar")?.purchase == nil)
        #expect(plan.line("Whiskey")?.purchase == .bottles(1, bottleML: 750))
    }

    @Test("PA-5: the ice is each drink's by its method times its count, in kilograms; none without a method")
    func ice_byMethod() {
        let plan = PartyPlan([negroni, margarita, daiquiri], size: PartySize(guests: 10, drinksEach: 2))

        #expect(plan.iceKilograms == 4.9, "7 × 0.2 + 14 × 0.25")
        #expect(plan.line("Ice") == nil)
        let noMethod = PartyPlan([drink("Shot", id: 1, method: nil, [ingredient("Vodka", "1 oz", abv: 40)])], size: PartySize())
        #expect(noMethod.iceKilograms == nil)
        let withIce = PartyPlan([drink("Rocks", id: 1, method: .built, [ingredient("Ice", "3 cubes")])], size: PartySize())
        #expect(withIce.ingredients.isEmpty, "ice is the ice line's, not an ingredient's")
    }

    @Test("PA-6: a stirred drink is batched for its count with the water of its dilution; shaken ones are not")
    func batches_stirredWithWater() throws {
        let plan = PartyPlan([negroni, margarita, daiquiri], size: PartySize(guests: 10, drinksEach: 2), batching: true)

        #expect(plan.batches.map(\.name) == ["Negroni"])
        let batch = try #require(plan.batches.first)
        #expect(batch.count == 7)
        #expect(batch.ingredients.map(\.name) == ["Gin", "Campari", "Sweet Vermouth"])
        #expect(batch.ingredients.first?.amount == .volume(ml: 7 * 29.5735, maxML: nil))
        let abv = (40.0 + 25 + 16) / 3
        let fraction = abv / 100
        let share = -1.21 * fraction * fraction + 1.246 * fraction + 0.145
        #expect(abs(batch.waterML - 7 * 3 * 29.5735 * share) < 0.001)
        #expect(batch.atService == ["Orange peel"])
        #expect(PartyPlan([negroni], size: PartySize()).batches.isEmpty, "only when asked for")
    }

    @Test("PA-6: what fizzes is added at service; egg or dairy, or a blended drink, is not batched")
    func batches_carbonatedAtServiceAndPerishablesNot() throws {
        let highball = drink(
            "Gin Tonic", id: 1, method: .built, [ingredient("Gin", "2 oz", abv: 40), ingredient("Tonic water", "4 oz"), ingredient("Ice")])
        let flip = drink("Flip", id: 2, method: .stirred, [ingredient("Brandy", "2 oz", abv: 40), ingredient("Egg", "1")])
        let cream = drink("White", id: 3, method: .built, [ingredient("Vodka", "2 oz", abv: 40), ingredient("Light cream", "1 oz")])
        let frozen = drink("Frozen", id: 4, method: .blended, [ingredient("Rum", "2 oz", abv: 40)])

        let plan = PartyPlan([highball, flip, cream, frozen], size: PartySize(guests: 4, drinksEach: 1), batching: true)

        #expect(plan.batches.map(\.name) == ["Gin Tonic"])
        let batch = try #require(plan.batches.first)
        #expect(batch.ingredients.map(\.name) == ["Gin"])
        #expect(batch.atService == ["Tonic water"])
        #expect(abs(batch.waterML - 2 * 29.5735 * 0.24) < 0.001, "built: a fixed share")
    }

    @Test("PA-6: sugar by the spoon is put in at service, and its volume is not the batch's")
    func batches_solidAtService() throws {
        let oldFashioned = drink(
            "Old Fashioned", id: 1, method: .stirred,
            [ingredient("Bourbon", "2 oz", abv: 40), ingredient("Sugar", "1 tsp", abv: 0, kind: .solid)])

        let plan = PartyPlan([oldFashioned], size: PartySize(guests: 2, drinksEach: 1), batching: true)

        let batch = try #require(plan.batches.first)
        #expect(batch.ingredients.map(\.name) == ["Bourbon"])
        #expect(batch.atService == ["Sugar"])
        let share = -1.21 * 0.4 * 0.4 + 1.246 * 0.4 + 0.145
        #expect(abs(batch.waterML - 2 * 2 * 29.5735 * share) < 0.001, "the bourbon's dilution alone")
    }

    @Test("PA-7: no figure is NaN or infinite, even for absurd or empty drinks")
    func plan_hasNoNaN() {
        let odd = drink(
            "Odd", id: 1, method: .stirred, [ingredient("Gin", "0 oz", abv: 40), ingredient("Campari", "20 l", abv: .nan)])
        let plan = PartyPlan(
            [odd, drink("Empty", id: 2, method: .built, [])], size: PartySize(guests: 1000, drinksEach: 20), batching: true)

        let numbers =
            plan.ingredients.flatMap { [$0.amounts.volumeML, $0.amounts.volumeMaxML, $0.amounts.pieces, $0.amounts.grams] }.compactMap {
                $0
            }
            + plan.batches.map(\.waterML) + [plan.iceKilograms].compactMap { $0 }
        #expect(numbers.allSatisfy { $0.isFinite })
    }
}
