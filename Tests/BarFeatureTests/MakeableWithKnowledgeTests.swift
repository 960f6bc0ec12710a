import BarFeature
import Testing

@Suite("Makeable with the ingredient knowledge")
struct MakeableWithKnowledgeTests {
    @Test("IM-17: the knowledge's answer is ordered by fewest missing, then name ignoring case and diacritics, then id")
    func find_ordersByMissingThenNameThenID() throws {
        let knowledge = try parsedKnowledge("Rum", "White rum: variety of Rum", "Lime", "Lime juice: form of Lime")
        let candidates = [
            drink(1, "Zombie", ["Rum", "Lime juice", "Falernum"]), drink(2, "daiquiri", ["White rum", "Lime", "Sugar"]),
            drink(3, "Éclair", ["Rum"]), drink(4, "Apple Rum", ["Rum", "Apple"]), drink(6, "Daiquiri", ["Rum", "Lime juice", "Syrup"]),
            drink(5, "Daiquirí", ["Rum", "Lime juice", "Syrup"]),
        ]

        let found = Makeable.find(in: candidates, bar: barOf("white rum", "lime"), allowedMissing: 1, matching: .knowledge(knowledge))

        #expect(found.map(\.id) == [3, 4, 2, 5, 6, 1])
    }

    @Test("IM-17: with the knowledge, an empty bar makes nothing, a drink naming nothing is never made, and a name given twice counts once")
    func find_keepsTheLiteralQuerysEdges() throws {
        let knowledge = try parsedKnowledge("Ice: staple", "Lime", "Lime juice: form of Lime")
        let candidates = [
            drink(1, "Ice", ["Ice"]), drink(2, "Nothing", [" ", ""]), drink(3, "Doubled", ["Lime juice", " lime JUICE", "Gin"]),
        ]

        #expect(Makeable.find(in: candidates, bar: [], allowedMissing: 15, matching: .knowledge(knowledge)) == [])
        #expect(
            Makeable.find(in: candidates, bar: barOf("lime"), allowedMissing: -1, matching: .knowledge(knowledge)).map(\.name) == ["Ice"])
        #expect(
            Makeable.find(in: candidates, bar: barOf("lime"), allowedMissing: 1, matching: .knowledge(knowledge)).last
                == MatchedDrink(
                    id: 3, name: "Doubled", missing: [MissingIngredient(name: "Gin")],
                    using: [IngredientStandIn(ingredient: "Lime juice", from: ["lime"], reason: .form)]))
    }

    @Test("IM-15: strict matching gives today's literal answer over the real catalogue, for every number allowed missing")
    func strict_givesTheLiteralAnswer() throws {
        let candidates = try RealCatalogue.candidates()
        let bar = ["vodka", "Gin", "white rum", "Lime", "lemon", "sugar", "soda water", "Tonic Water", "orange juice", "Ice"]
        let reference = LiteralMakeableReference(candidates)

        for allowedMissing in 0...15 {
            let expected = reference.find(bar: bar, allowedMissing: allowedMissing)
            let strict = Makeable.find(in: candidates, bar: barOf(bar), allowedMissing: allowedMissing, matching: .strict)

            #expect(strict.map(\.plain) == expected, "--missing \(allowedMissing)")
            #expect(strict.allSatisfy { $0.using.isEmpty && $0.missing.allSatisfy { $0.family == nil } })
        }
    }

    @Test(
        "IM-22: the issue's bar makes Kamikaze, Daiquiri, Gimlet, Cosmopolitan and Rum Screwdriver over the real catalogue, each stand-in named"
    )
    func issuesBar_makesTheDrinksABartenderWould() throws {
        let found = try issuesBarFinds(allowedMissing: 0)

        let usingByName = Dictionary(found.map { ($0.name, $0.using.map(describe)) }, uniquingKeysWith: { first, _ in first })
        #expect(usingByName["Kamikaze"] == ["lime for Lime juice"])
        #expect(usingByName["Daiquiri"] == ["white rum for Light rum", "sugar for Powdered sugar"])
        #expect(usingByName["Gimlet"] == ["lime for Lime Juice", "sugar, Water for Sugar Syrup"])
        #expect(usingByName["Cosmopolitan"] == ["lime for Lime juice", "triple sec for Cointreau"])
        #expect(usingByName["Rum Screwdriver"] == ["white rum for Light rum"])
        #expect(usingByName["Caipirissima"] == ["Ice for Ice"])
        #expect(usingByName["AT&T"] == ["vodka for Absolut Vodka"])
        #expect(usingByName["Cosmopolitan Martini"] == ["triple sec for Cointreau"])
    }

    @Test("IM-22: the issue's bar makes exactly these drinks, missing nothing: a bartender's review list")
    func issuesBar_makesExactlyTheReviewedDrinks() throws {
        let found = try issuesBarFinds(allowedMissing: 0)

        #expect(
            found.map(\.name) == [
                "AT&T", "Autodafé", "Caipirissima", "Cosmopolitan", "Cosmopolitan Martini", "Daiquiri", "Flying Dutchman", "Gimlet",
                "Gin and Soda", "Gin And Tonic", "Gin Fizz", "Gin Lemon", "Gin Toddy", "Gin Tonic", "Kamikaze", "Lemon Drop", "Limeade",
                "Orange Crush", "Orangeade", "Rum Screwdriver", "Rum Toddy", "Screwdriver", "Vodka And Tonic", "Vodka Lemon", "Vodka Tonic",
                "White Lady", "Zizi Coin-coin",
            ])
    }

    @Test("IM-22: the issue's bar makes no drink needing sloe gin, a liqueur it lacks, cream, or a fruit it has only as juice")
    func issuesBar_excludesWhatTheBarTrulyLacks() throws {
        let candidates = try RealCatalogue.candidates()
        let made = Set(try issuesBarFinds(allowedMissing: 0).map(\.id))
        let lacked = [
            "Sloe gin", "Amaretto", "Grand Marnier", "Kahlua", "Coffee liqueur", "Apricot brandy", "Peach schnapps", "Blue Curacao",
            "Cream", "Heavy cream", "Light cream", "Orange", "Cranberries", "Pineapple", "Grapefruit juice",
        ].map { BarIngredient.key(for: $0) }

        let needing = candidates.filter { drink in drink.ingredientNames.contains { lacked.contains(BarIngredient.key(for: $0)) } }

        #expect(needing.count > 150)
        #expect(needing.filter { made.contains($0.id) }.map(\.name) == [])
    }

    @Test("IM-22: one bottle away, the issue's bar names what each drink truly misses, in the family's words")
    func issuesBar_namesWhatIsMissingOneBottleAway() throws {
        let found = try issuesBarFinds(allowedMissing: 1)
        let missingByName = Dictionary(found.map { ($0.name, $0.missing.map(describe)) }, uniquingKeysWith: { first, _ in first })

        #expect(found.count == 127)
        #expect(missingByName["Orange Whip"] == ["Cream"])
        #expect(missingByName["Caribbean Orange Liqueur"] == ["Orange"])
        #expect(missingByName["Cranberry Cordial"] == ["Cranberries"])
        #expect(missingByName["Absolut limousine"] == ["Absolut Citron (Lemon vodka)"])
        #expect(missingByName["Cuba Libre"] == ["Coca-Cola (Cola)"])
        #expect(missingByName["Zipperhead"] == ["Chambord raspberry liqueur (Raspberry liqueur)"])
        #expect(missingByName["Bourbon Sling"] == ["Bourbon"])
        #expect(missingByName["Kamikaze"] == [])
    }

    // MARK: - Helpers

    private func issuesBarFinds(allowedMissing: Int) throws -> [MatchedDrink] {
        let bar = barOf(
            "vodka", "gin", "white rum", "lime", "lemon", "sugar", "soda water", "tonic water", "orange juice", "cranberry juice",
            "triple sec")
        return Makeable.find(
            in: try RealCatalogue.candidates(), bar: bar, allowedMissing: allowedMissing, matching: .knowledge(try shippedKnowledge()))
    }

    private func describe(_ standIn: IngredientStandIn) -> String {
        "\(standIn.from.joined(separator: ", ")) for \(standIn.ingredient)"
    }

    private func describe(_ missing: MissingIngredient) -> String {
        missing.family.map { "\(missing.name) (\($0))" } ?? missing.name
    }
}
