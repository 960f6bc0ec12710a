import FeedPresentation
import StoreCore
import Testing

@Suite("Cache presenter")
struct CachePresenterTests {
    @Test(
        "message words every validation outcome in both languages",
        arguments: [
            (CacheValidationOutcome.empty, Language.english, "There is no saved cocktail list."),
            (.valid, .english, "The saved cocktail list is valid."),
            (.deletedExpired, .english, "The saved cocktail list was 7 days old or more, so it was deleted."),
            (.deletedUnreadable, .english, "The saved cocktail list could not be read, so it was deleted."),
            (.keptReplacement, .english, "The saved cocktail list was replaced while it was checked, so the new one was kept."),
            (.empty, .italian, "Non c'è un elenco dei cocktail salvato."),
            (.valid, .italian, "L'elenco dei cocktail salvato è valido."),
            (.deletedExpired, .italian, "L'elenco dei cocktail salvato aveva 7 giorni o più, quindi è stato eliminato."),
            (.deletedUnreadable, .italian, "L'elenco dei cocktail salvato era illeggibile, quindi è stato eliminato."),
            (
                .keptReplacement, .italian,
                "L'elenco dei cocktail salvato è stato sostituito durante il controllo, quindi è stato tenuto quello nuovo."
            ),
        ])
    func message_wordsEveryValidationOutcomeInBothLanguages(
        outcome: CacheValidationOutcome,
        language: Language,
        expected: String
    ) {
        #expect(makeSUT(language: language).message(for: outcome) == expected)
    }

    @Test(
        "message words every catalogue validation outcome in both languages, and nothing when none is saved",
        arguments: [
            (CacheValidationOutcome.empty, Language.english, nil),
            (.valid, .english, "The saved catalogue is valid."),
            (.deletedExpired, .english, "The saved catalogue was 7 days old or more, so it was deleted."),
            (.deletedUnreadable, .english, "The saved catalogue could not be read, so it was deleted."),
            (.keptReplacement, .english, "The saved catalogue was replaced while it was checked, so the new one was kept."),
            (.empty, .italian, nil),
            (.valid, .italian, "Il catalogo salvato è valido."),
            (.deletedExpired, .italian, "Il catalogo salvato aveva 7 giorni o più, quindi è stato eliminato."),
            (.deletedUnreadable, .italian, "Il catalogo salvato era illeggibile, quindi è stato eliminato."),
            (
                .keptReplacement, .italian,
                "Il catalogo salvato è stato sostituito durante il controllo, quindi è stato tenuto quello nuovo."
            ),
        ] as [(CacheValidationOutcome, Language, String?)])
    func messageForCatalogue_wordsEveryValidationOutcomeInBothLanguages(
        outcome: CacheValidationOutcome,
        language: Language,
        expected: String?
    ) {
        #expect(makeSUT(language: language).message(forCatalogue: outcome) == expected)
    }

    @Test("catalogueValidationFailedWarning is localized in both languages")
    func catalogueValidationFailedWarning_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).catalogueValidationFailedWarning == "Warning: an invalid saved catalogue could not be deleted.")
        #expect(
            makeSUT(language: .italian).catalogueValidationFailedWarning
                == "Attenzione: non è stato possibile eliminare un catalogo salvato non valido.")
    }

    @Test("validationFailedWarning is localized in both languages")
    func validationFailedWarning_isLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).validationFailedWarning == "Warning: an invalid saved cocktail list could not be deleted.")
        #expect(
            makeSUT(language: .italian).validationFailedWarning
                == "Attenzione: non è stato possibile eliminare un elenco dei cocktail salvato non valido.")
    }

    @Test("cleared and clearFailedMessage are localized in both languages")
    func clearMessages_areLocalizedInBothLanguages() {
        #expect(makeSUT(language: .english).cleared == .lines(["The cache is now empty: no cocktail list, no catalogue and no images."]))
        #expect(makeSUT(language: .english).clearFailedMessage == "The cache could not be cleared.")
        #expect(
            makeSUT(language: .italian).cleared.rows.first?.name
                == "La cache ora è vuota: nessun elenco dei cocktail, nessun catalogo e nessuna immagine.")
        #expect(makeSUT(language: .italian).clearFailedMessage == "Non è stato possibile svuotare la cache.")
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> CachePresenter {
        CachePresenter(localizer: Localizer(language: language))
    }
}
