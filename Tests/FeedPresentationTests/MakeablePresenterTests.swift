import BarFeature
import FeedPresentation
import Testing

@Suite("Makeable presenter")
struct MakeablePresenterTests {
    @Test("BS-3, BS-4: map keeps the order and says what each drink misses, as it spells it")
    func map_saysWhatEachDrinkMisses() {
        let drinks = MakeableAnswer.drinks([
            drink(11403, "Gin And Tonic", missing: []),
            drink(178342, "Gin and Soda", missing: ["Soda Water"]),
            drink(17216, "Tommy's Margarita", missing: ["Tequila", "Agave syrup"]),
        ])

        let viewModel = makeSUT().map(drinks, allowedMissing: 2)

        #expect(
            Array(viewModel.rows) == [
                ListRow(name: "Gin And Tonic", members: members(11403, "Gin And Tonic", missing: [])),
                ListRow(
                    name: "Gin and Soda", detail: "missing: Soda Water", members: members(178342, "Gin and Soda", missing: ["Soda Water"])),
                ListRow(
                    name: "Tommy's Margarita", detail: "missing: Tequila, Agave syrup",
                    members: members(17216, "Tommy's Margarita", missing: ["Tequila", "Agave syrup"])),
            ])
        #expect(viewModel.note == nil)
        #expect(viewModel.rowsKey == "items")
        #expect(makeSUT(language: .italian).map(drinks, allowedMissing: 2).rows[1].detail == "manca: Soda")
    }

    @Test("BS-15, BS-16: map names each stand-in, then what is missing with its family's words, and lists the stand-ins in JSON")
    func map_namesEachStandIn() {
        let drinks = MakeableAnswer.drinks([
            MatchedDrink(
                id: 1, name: "Kamikaze", missing: [],
                using: [IngredientStandIn(ingredient: "Lime juice", from: ["lime"], reason: .form)]),
            MatchedDrink(
                id: 2, name: "AT&T", missing: [MissingIngredient(name: "Absolut Vodka", family: "Vodka")],
                using: [
                    IngredientStandIn(ingredient: "Sugar syrup", from: ["sugar", "Water"], reason: .madeFrom),
                    IngredientStandIn(ingredient: "Ice", from: ["Ice"], reason: .staple),
                ]),
        ])

        let viewModel = makeSUT().map(drinks, allowedMissing: 1)

        #expect(
            Array(viewModel.rows) == [
                ListRow(
                    name: "Kamikaze", detail: "lime for Lime juice",
                    members: members(
                        1, "Kamikaze", missing: [],
                        using: [[ListMember("ingredient", .text("Lime juice")), ListMember("from", .text("lime"))]])),
                ListRow(
                    name: "AT&T", detail: "sugar, Water for Sugar syrup; Ice on hand; missing: Absolut Vodka (Vodka)",
                    members: members(
                        2, "AT&T", missing: ["Absolut Vodka"],
                        using: [
                            [ListMember("ingredient", .text("Sugar syrup")), ListMember("from", .text("sugar, Water"))],
                            [ListMember("ingredient", .text("Ice")), ListMember("from", .text("Ice"))],
                        ])),
            ])
        #expect(makeSUT(language: .italian).map(drinks, allowedMissing: 1).rows[0].detail == "Lime al posto di Succo di lime")
        #expect(
            makeSUT(language: .italian).map(drinks, allowedMissing: 1).rows[1].detail
                == "Zucchero, Acqua al posto di Sciroppo di zucchero; Ghiaccio a disposizione; manca: Absolut Vodka (Vodka)")
    }

    @Test("BS-37: what stands in for several of a drink's ingredients is named once, with them all, in text; JSON keeps each")
    func map_groupsTheIngredientsOneStandInIsFor() {
        let drinks = MakeableAnswer.drinks([
            MatchedDrink(
                id: 1, name: "Lemon Drop", missing: [],
                using: [
                    IngredientStandIn(ingredient: "Lemon Juice", from: ["lemon"], reason: .form),
                    IngredientStandIn(ingredient: "Ice", from: ["Ice"], reason: .staple),
                    IngredientStandIn(ingredient: "Lemon Peel", from: ["lemon"], reason: .form),
                    IngredientStandIn(ingredient: "Lime juice", from: ["lime"], reason: .form),
                    IngredientStandIn(ingredient: "Lemon Zest", from: ["lemon"], reason: .form),
                ])
        ])

        let english = makeSUT().map(drinks, allowedMissing: 0)
        let italian = makeSUT(language: .italian).map(drinks, allowedMissing: 0)

        #expect(english.rows[0].detail == "lemon for Lemon Juice, Lemon Peel and Lemon Zest; Ice on hand; lime for Lime juice")
        #expect(
            italian.rows[0].detail
                == "Limone al posto di Succo di limone, Scorza di limone e Lemon Zest; Ghiaccio a disposizione; Lime al posto di Succo di lime"
        )
        let using = english.rows[0].members.first { $0.key == "using" }
        guard case let .objects(entries) = using?.value else {
            Issue.record("no using in \(english.rows[0].members)")
            return
        }
        #expect(entries.count == 5, "one entry per ingredient, as the contract says")
    }

    @Test("BS-38: no favourites is an empty list with a note saying so and how to add one, in both languages")
    func noFavourites_notesHowToAddOne() {
        #expect(makeSUT().noFavourites.rows.isEmpty)
        #expect(
            makeSUT().noFavourites.note
                == "You have no favourites yet, so there is nothing to look through. Add one with 'dringo fav add margarita'.")
        #expect(makeSUT(language: .italian).noFavourites.note?.hasPrefix("Non hai ancora preferiti") == true)
        #expect(
            makeSUT(database: .demoCopy).noFavourites.note?.contains("'dringo --demo fav add margarita'") == true,
            "the demo's hint keeps to it")
    }

    @Test("BS-17: the knowledge that cannot be read is said in both languages, with the way out")
    func knowledgeUnavailable_isLocalized() {
        #expect(makeSUT().knowledgeUnavailableMessage.contains("--strict"))
        #expect(makeSUT(language: .italian).knowledgeUnavailableMessage.contains("--strict"))
    }

    @Test("BS-4, BS-11: --limit keeps the first drinks, and the note still speaks of them all")
    func map_keepsTheFirstDrinks_withALimit() {
        let drinks = MakeableAnswer.drinks([drink(1, "A", missing: []), drink(2, "B", missing: []), drink(3, "C", missing: [])])

        #expect(makeSUT().map(drinks, allowedMissing: 0, limit: 2).rows.map(\.name) == ["A", "B"])
        #expect(makeSUT().map(drinks, allowedMissing: 0, limit: 5).rows.count == 3)
    }

    @Test(
        "BS-3, BS-4: nothing makeable is an empty list with a note that fits the allowed missing",
        arguments: [
            (0, "Nothing in the catalogue is made only of what is in your bar. Try 'dringo makeable --missing 1'."),
            (1, "Nothing in the catalogue is one ingredient away from your bar."),
            (3, "Nothing in the catalogue is 3 ingredients or fewer away from your bar."),
        ])
    func map_notesNothingMakeable(allowedMissing: Int, note: String) {
        #expect(makeSUT().map(.drinks([]), allowedMissing: allowedMissing) == ListViewModel(rows: ListRows([]), note: note))
    }

    @Test("BS-6: the empty bar is an empty list with a note saying how to add ingredients, in both languages")
    func emptyBar_notesHowToAdd() {
        #expect(makeSUT().map(.emptyBar, allowedMissing: 0).rows.isEmpty)
        #expect(makeSUT().map(.emptyBar, allowedMissing: 0).note?.contains("dringo bar add") == true)
        #expect(makeSUT(language: .italian).map(.emptyBar, allowedMissing: 0).note?.hasPrefix("Il tuo bar è vuoto") == true)
    }

    @Test("BS-5: the loading and first-sync notices are localized in both languages")
    func notices_areLocalized() {
        #expect(makeSUT().loadingMessage == "Looking through the catalogue…")
        #expect(makeSUT().syncingFirstNotice == "No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.")
        #expect(makeSUT(language: .italian).syncingFirstNotice.hasPrefix("Nessun catalogo salvato"))
    }

    private func makeSUT(language: Language = .english, database: CocktailDatabase = .theCocktailDB) -> MakeablePresenter {
        MakeablePresenter(localizer: Localizer(language: language), database: database)
    }

    private func drink(_ id: Int, _ name: String, missing: [String]) -> MatchedDrink {
        MatchedDrink(id: id, name: name, missing: missing.map { MissingIngredient(name: $0) }, using: [])
    }

    private func members(_ id: Int, _ name: String, missing: [String], using: [[ListMember]] = []) -> [ListMember] {
        [
            ListMember("id", .number(id)), ListMember("name", .text(name)), ListMember("missing", .texts(missing)),
            ListMember("using", .objects(using)), ListMember("source", .text(DrinkSource(drinkID: id).rawValue)),
        ]
    }
}
