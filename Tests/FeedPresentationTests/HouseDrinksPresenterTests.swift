import FeedPresentation
import Testing

/// The words `mine` says of the drinks file itself, apart from what it says of a refused file.
struct HouseDrinksPresenterTests {
    @Test("MDS-8: an unreadable or unwritable drinks file is named by its location")
    func message_namesLocation() {
        #expect(
            makeSUT().message(for: .unreadable(location: "/data/drinks.json"))
                == "Could not read your drinks at /data/drinks.json; it was left as it is. Fix or move that file, then try again.")
        #expect(
            makeSUT().message(for: .unwritable(location: "/data/drinks.json"))
                == "Could not save your drinks at /data/drinks.json; they are unchanged.")
    }

    @Test("MDS-8: every language names the drinks file it could not read or save", arguments: Language.allCases)
    func message_namesLocationInEveryLanguage(language: Language) {
        let sut = makeSUT(language: language)

        #expect(sut.message(for: .unreadable(location: "/data/drinks.json")).contains("/data/drinks.json"))
        #expect(sut.message(for: .unwritable(location: "/data/drinks.json")).contains("/data/drinks.json"))
        #expect(sut.message(for: .unreadable(location: "/d")) != sut.message(for: .unwritable(location: "/d")))
    }

    private func makeSUT(language: Language = .english) -> HouseDrinksPresenter {
        HouseDrinksPresenter(localizer: Localizer(language: language))
    }
}
