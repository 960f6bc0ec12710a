import BarFeature
import FeedPresentation
import Testing

@Suite("Shopping presenter")
struct ShoppingPresenterTests {
    @Test("BS-18: map lists each purchase with how many more drinks it makes and the first of them, in both languages")
    func map_listsEachPurchase() {
        let answer = PurchaseAnswer.suggestions([
            PurchaseSuggestion(ingredient: "Vodka", drinkCount: 5, drinks: ["A", "B", "C"]),
            PurchaseSuggestion(ingredient: "Lime", drinkCount: 2, drinks: ["D", "E"]),
            PurchaseSuggestion(ingredient: "Ice", drinkCount: 1, drinks: ["F"]),
        ])

        let viewModel = makeSUT().map(answer)

        #expect(
            Array(viewModel.rows) == [
                ListRow(name: "Vodka", detail: "5 more drinks: A, B, C, …", members: members("Vodka", 5, ["A", "B", "C"])),
                ListRow(name: "Lime", detail: "2 more drinks: D, E", members: members("Lime", 2, ["D", "E"])),
                ListRow(name: "Ice", detail: "1 more drink: F", members: members("Ice", 1, ["F"])),
            ])
        #expect(viewModel.note == nil)
        #expect(viewModel.rowsKey == "items")
        #expect(
            makeSUT(language: .italian).map(answer).rows.map(\.detail) == [
                "5 drink in più: A, B, C, …", "2 drink in più: D, E", "1 drink in più: F",
            ])
        #expect(makeSUT().map(answer, limit: 1).rows.map(\.name) == ["Vodka"])
    }

    @Test("BS-18: nothing worth buying, and an empty bar, are empty lists with a note, in both languages")
    func map_notesNothingToBuy() {
        #expect(
            makeSUT().map(.suggestions([]))
                == ListViewModel(rows: ListRows([]), note: "No one ingredient would let you make another drink in the catalogue."))
        #expect(makeSUT().map(.emptyBar).note?.contains("dringo bar add") == true)
        #expect(makeSUT(language: .italian).map(.emptyBar).note?.hasPrefix("Il tuo bar è vuoto") == true)
        #expect(makeSUT(language: .italian).map(.suggestions([])).note?.hasPrefix("Nessun ingrediente, da solo,") == true)
    }

    private func makeSUT(language: Language = .english) -> ShoppingPresenter {
        ShoppingPresenter(localizer: Localizer(language: language))
    }

    private func members(_ ingredient: String, _ count: Int, _ drinks: [String]) -> [ListMember] {
        [ListMember("ingredient", .text(ingredient)), ListMember("drinkCount", .number(count)), ListMember("drinks", .texts(drinks))]
    }
}
