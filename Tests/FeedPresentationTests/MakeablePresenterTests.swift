import BarFeature
import FeedPresentation
import Testing

@Suite("Makeable presenter")
struct MakeablePresenterTests {
    @Test("BS-3, BS-4: map keeps the order and says what each drink misses, as it spells it")
    func map_saysWhatEachDrinkMisses() {
        let drinks = [
            MakeableDrink(id: 11403, name: "Gin And Tonic", missing: []),
            MakeableDrink(id: 178342, name: "Gin and Soda", missing: ["Soda Water"]),
            MakeableDrink(id: 17216, name: "Tommy's Margarita", missing: ["Tequila", "Agave syrup"]),
        ]

        let viewModel = makeSUT().map(drinks, allowedMissing: 2)

        #expect(
            viewModel
                == MakeableViewModel(
                    items: [
                        MakeableItemViewModel(id: 11403, name: "Gin And Tonic", missing: [], missingText: nil),
                        MakeableItemViewModel(
                            id: 178342, name: "Gin and Soda", missing: ["Soda Water"], missingText: "missing: Soda Water"),
                        MakeableItemViewModel(
                            id: 17216, name: "Tommy's Margarita", missing: ["Tequila", "Agave syrup"],
                            missingText: "missing: Tequila, Agave syrup"),
                    ],
                    note: nil))
        #expect(makeSUT(language: .italian).map(drinks, allowedMissing: 2).items[1].missingText == "manca: Soda Water")
    }

    @Test(
        "BS-3, BS-4: nothing makeable is an empty list with a note that fits the allowed missing",
        arguments: [
            (0, "Nothing in the catalogue is made only of what is in your bar. Try 'dringo makeable --missing 1'."),
            (1, "Nothing in the catalogue is one ingredient away from your bar."),
            (3, "Nothing in the catalogue is 3 ingredients or fewer away from your bar."),
        ])
    func map_notesNothingMakeable(allowedMissing: Int, note: String) {
        #expect(makeSUT().map([], allowedMissing: allowedMissing) == MakeableViewModel(items: [], note: note))
    }

    @Test("BS-6: the empty bar is an empty list with a note saying how to add ingredients, in both languages")
    func emptyBar_notesHowToAdd() {
        #expect(makeSUT().emptyBar.items.isEmpty)
        #expect(makeSUT().emptyBar.note?.contains("dringo bar add") == true)
        #expect(makeSUT(language: .italian).emptyBar.note?.hasPrefix("Il tuo bar è vuoto") == true)
    }

    @Test("BS-5: the loading and first-sync notices are localized in both languages")
    func notices_areLocalized() {
        #expect(makeSUT().loadingMessage == "Looking through the catalogue…")
        #expect(makeSUT().syncingFirstNotice == "No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.")
        #expect(makeSUT(language: .italian).syncingFirstNotice.hasPrefix("Nessun catalogo salvato"))
    }

    private func makeSUT(language: Language = .english) -> MakeablePresenter {
        MakeablePresenter(localizer: Localizer(language: language))
    }
}
