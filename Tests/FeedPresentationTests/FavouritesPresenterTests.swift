import CatalogueFeature
import FavouritesFeature
import NameMatching
import Testing

@testable import FeedPresentation

@Suite("Favourites presenter")
struct FavouritesPresenterTests {
    @Test("FAS-2: map shows each favourite's id, rating and note beside its name, and the contract's JSON members")
    func map_showsDetailsAndMembers() {
        let viewModel = makeSUT().map([
            Favourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"), Favourite(id: 11000, name: "Mojito"),
        ])

        #expect(viewModel.rows.map(\.name) == ["Margarita", "Mojito"])
        #expect(viewModel.rows.map(\.detail) == ["11007, rated 5/5, less salt", "11000"])
        #expect(viewModel.rowsKey == "favourites")
        #expect(
            viewModel.rows.map(\.members).last == [
                ListMember("id", .number(11000)), ListMember("name", .text("Mojito")), ListMember("rating", .null),
                ListMember("note", .text(nil)),
            ])
        #expect(viewModel.note == nil)
    }

    @Test("FAS-3: a favourite whose drink the catalogue lacks is marked, in both languages")
    func map_marksFavouriteGoneFromCatalogue() {
        let gone = [Favourite(id: 1, name: "Gone", rating: 2)]

        #expect(makeSUT().map(gone, notInCatalogue: [1]).rows.map(\.detail) == ["1, rated 2/5, no longer in the catalogue"])
        #expect(makeSUT(language: .italian).map(gone, notInCatalogue: [1]).rows.map(\.detail) == ["1, voto 2/5, non più nel catalogo"])
    }

    @Test("FAS-2: no favourites map to no rows and a note saying how to keep one")
    func map_notesHowToAdd_whenEmpty() {
        #expect(makeSUT().map([]).note == "You have no favourites yet. Keep one with 'dringo fav add margarita --rating 5'.")
        #expect(makeSUT(database: .demoCopy).map([]).note?.contains("dringo --demo fav add") == true)
    }

    @Test("FAS-5: a recipe's favourite has its rating and note, and a line for each; no favourite is none")
    func mapFavourite_linesForRecipe() {
        #expect(
            makeSUT().map(Favourite(id: 1, name: "A", rating: 5, note: "less salt"))
                == FavouriteViewModel(rating: 5, note: "less salt", lines: ["One of your favourites, rated 5/5", "Your note: less salt"]))
        #expect(makeSUT().map(Favourite(id: 1, name: "A"))?.lines == ["One of your favourites"])
        #expect(makeSUT().map(nil as Favourite?) == nil)
    }

    @Test("FAS-8: a refused note is quoted as the terminal shows it, cut to 40 characters, and the rule named")
    func message_refusedNote() {
        #expect(
            makeSUT().message(for: .note("less\u{1B}[2Jsalt", reason: .containsControlCharacters))
                == "A note cannot contain control characters, and 'lesssalt' does; your favourites are unchanged.")
        #expect(
            makeSUT().message(for: .note("\u{7}", reason: .containsControlCharacters))
                == "A note cannot contain control characters; your favourites are unchanged.")
        #expect(makeSUT().message(for: .ratingOutOfRange(9)).hasPrefix("'9' is not a rating"))
    }

    private func makeSUT(language: Language = .english, database: CocktailDatabase = .theCocktailDB) -> FavouritesPresenter {
        FavouritesPresenter(localizer: Localizer(language: language), database: database)
    }
}
