import BarFeature
import FeedPresentation
import Testing

@Suite("Substitutes presenter")
struct SubstitutesPresenterTests {
    @Test("BS-30: map lists each substitute as 'have for wanted', in its order, with no note")
    func map_listsSubstitutes() {
        let viewModel = makeSUT().map([IngredientSubstitute("dry curaçao", for: "Cointreau"), IngredientSubstitute("lemon", for: "lime")])

        #expect(viewModel.rows.map(\.name) == ["dry curaçao for Cointreau", "lemon for lime"])
        #expect(viewModel.note == nil)
        #expect(
            makeSUT(language: .italian).map([IngredientSubstitute("lemon", for: "lime")]).rows.map(\.name) == ["Limone al posto di Lime"])
    }

    @Test("BS-31: in JSON each substitute is an object of 'have' and 'for', under 'substitutes'")
    func map_namesTheSubstitutesInJSON() {
        let viewModel = makeSUT().map([IngredientSubstitute("dry curaçao", for: "Cointreau")])

        #expect(viewModel.rowsKey == "substitutes")
        #expect(viewModel.members.isEmpty)
        #expect(viewModel.rows.first?.members == [ListMember("have", .text("dry curaçao")), ListMember("for", .text("Cointreau"))])
    }

    @Test("BS-30: the note confirms the substitute added, or says how to declare one when there are none, naming --demo in the demo")
    func map_notes() {
        let added = IngredientSubstitute("dry curaçao", for: "Cointreau")

        #expect(makeSUT().map([added], added: added).note == "'dry curaçao' now stands for 'Cointreau' when you look for drinks.")
        #expect(makeSUT().map([]).note == "You have no substitutes. Declare one with 'dringo bar substitute \"dry curaçao\" Cointreau'.")
        #expect(
            SubstitutesPresenter(localizer: Localizer(language: .english), database: .demoCopy).map([]).note?.contains(
                "dringo --demo bar substitute")
                == true)
    }

    @Test("BS-34: a file that cannot be read or saved is named, in both languages")
    func message_namesTheFile() {
        #expect(
            makeSUT().message(for: .unreadable(location: "/d/substitutes.json"))
                == "Could not read your substitutes at /d/substitutes.json; the file was left as it is. Fix or move that file, then try again."
        )
        #expect(
            makeSUT().message(for: .unwritable(location: "/d/substitutes.json"))
                == "Could not save your substitutes at /d/substitutes.json; they are unchanged.")
        #expect(makeSUT(language: .italian).message(for: .unreadable(location: "/d/substitutes.json")).contains("/d/substitutes.json"))
    }

    @Test("BS-32: a refused pair naming one ingredient twice says so, quoting the name as the terminal shows it")
    func message_refusesSameIngredient() {
        #expect(
            makeSUT().message(for: SameIngredientSubstituteError(name: "lime"))
                == "'lime' cannot stand for itself; name two different ingredients. Your substitutes are unchanged.")
    }

    private func makeSUT(language: Language = .english) -> SubstitutesPresenter {
        SubstitutesPresenter(localizer: Localizer(language: language))
    }
}
