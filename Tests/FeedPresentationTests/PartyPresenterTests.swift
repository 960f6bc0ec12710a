import FeedPresentation
import Measures
import PartyFeature
import Testing

@Suite("Party presenter")
struct PartyPresenterTests {
    @Test("PA-3, PA-4, PA-5: the text is a host's list: drinks, ingredients with their fruit, what to buy, the ice")
    func textList_readsAsAHostsList() {
        let viewModel = makeSUT().textList(plan(), size: PartySize(guests: 2, drinksEach: 2), unit: .ml, batching: true)

        #expect(
            viewModel.rows.map(\.name) == [
                "Drinks: 4 for 2 guests, 2 each", "  2 × Gin Sour", "  2 × Gin Highball", "", "Ingredients, in all", "  Gin: 120 ml",
                "  Lemon juice: 60 ml (2 lemons)", "  Salt: as needed", "  Tonic water: 240 ml", "", "To buy (not in your bar)",
                "  Lemon juice: 2 lemons", "  Salt: as needed", "  Tonic water: 1 bottle of 1 l", "  Ice: about 0.9 kg", "",
                "Made ahead, to pour from the fridge", "  2 × Gin Highball: 60 ml Gin, 15 ml water", "    at service: Tonic water",
            ])
        #expect(viewModel.note == nil)
    }

    @Test("PA-6: a batch of a drink served without ice says no water, rather than 0 ml of it")
    func textList_batchWithoutIceHasNoWater() {
        let kir = PartyDrink(
            id: 3, name: "Kir", source: "thecocktaildb", method: .built, isIced: false,
            ingredients: [item("Dry white wine", "90 ml", abv: 11), item("Creme de Cassis", "10 ml", abv: 16)])
        let plan = PartyPlan([kir], size: PartySize(guests: 2, drinksEach: 1), batching: true)

        let rows = makeSUT().textList(plan, size: PartySize(guests: 2, drinksEach: 1), unit: .ml, batching: true).rows.map(\.name)

        #expect(rows.last == "  2 × Kir: 180 ml Dry white wine, 20 ml Creme de Cassis")
    }

    @Test("PA-11: the list speaks the reader's language, its decimals and its colon included")
    func textList_inFrench() {
        let rows = makeSUT(language: .french).textList(plan(), size: PartySize(guests: 2), unit: .cl, batching: false).rows.map(\.name)

        #expect(rows.first == "Cocktails\u{00A0}: 4 pour 2 invités, 2 chacun", "a non-breaking space before the colon")
        #expect(rows.contains("  Jus de citron\u{00A0}: 6 cl (2 citrons)"), "the ingredients named in French")
        #expect(rows.contains("  Glace\u{00A0}: environ 0,9 kg"))
        #expect(!rows.contains("À préparer à l'avance, à servir directement du réfrigérateur"), "no batches unless asked for")
    }

    @Test("PA-7: the JSON holds the contract's members, with whole purchases and nulls where nothing is known")
    func jsonList_holdsTheContractsMembers() throws {
        let viewModel = makeSUT().jsonList(plan(), unit: .ml)

        #expect(viewModel.members.map(\.key) == ["drinks", "ingredients", "ice"])
        #expect(viewModel.rowsKey == "batches")
        guard case let .objects(ingredients) = viewModel.members[1].value else {
            Issue.record("ingredients are objects")
            return
        }
        #expect(ingredients.first?.map(\.key) == ["name", "amount", "shown", "inBar", "buy"])
        #expect(
            ingredients[1] == [
                ListMember("name", .text("Lemon juice")),
                ListMember("amount", .object([ListMember("kind", .text("volume")), ListMember("ml", .decimal(60))])),
                ListMember("shown", .text("60 ml")), ListMember("inBar", .bool(false)),
                ListMember("buy", .object([ListMember("pieces", .number(2))])),
            ])
        #expect(ingredients[2][1] == ListMember("amount", .null), "salt, as needed")
        #expect(viewModel.members[2] == ListMember("ice", .object([ListMember("kg", .decimal(0.9))])))
        let batch = try #require(viewModel.rows.first)
        #expect(batch.members.map(\.key) == ["id", "name", "count", "ingredients", "waterML", "atService"])
        #expect(batch.members[5] == ListMember("atService", .texts(["Tonic water"])))
    }

    private func plan() -> PartyPlan {
        let sour = PartyDrink(
            id: 1, name: "Gin Sour", source: "thecocktaildb", method: .shaken,
            ingredients: [item("Gin", "30 ml", abv: 40, inBar: true), item("Lemon juice", "30 ml"), item("Salt", nil, abv: nil)])
        let highball = PartyDrink(
            id: 2, name: "Gin Highball", source: "thecocktaildb", method: .built,
            ingredients: [item("Gin", "30 ml", abv: 40, inBar: true), item("Tonic water", "120 ml")])
        return PartyPlan([sour, highball], size: PartySize(guests: 2, drinksEach: 2), batching: true)
    }

    private func item(_ name: String, _ measure: String?, abv: Double? = 0, inBar: Bool = false) -> PartyIngredient {
        PartyIngredient(
            name: name, identity: name.lowercased(), measure: measure.map { Measure($0, ingredient: name) }, abv: abv, inBar: inBar)
    }

    private func makeSUT(language: Language = .english) -> PartyPresenter {
        PartyPresenter(localizer: Localizer(language: language))
    }
}
