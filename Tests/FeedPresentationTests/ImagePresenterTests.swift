import FeedPresentation
import Testing

@Suite("Image presenter")
struct ImagePresenterTests {
    @Test(
        "message words every failure reason in both languages",
        arguments: [
            (ImageFailureReason.connectivity, Language.english, "Could not reach TheCocktailDB, and the image is not in the cache."),
            (.invalidData, .english, "TheCocktailDB did not send usable image data."),
            (
                .lookup(.notFound), .english,
                "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY."
            ),
            (
                .lookup(.untrustedCertificate), .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, so dringo did not connect; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (
                .imageUntrustedCertificate, .english,
                "The certificate presented for TheCocktailDB is not trusted, has expired or names another host, and the image is not in the cache; check DRINGO_BASE_URL, and any proxy that intercepts HTTPS."
            ),
            (
                .imageNotFound(cocktailName: "Negroni"), .english,
                "TheCocktailDB answered 404 (not found) for the image of Negroni, and it is not in the cache."
            ),
            (.noImage(cocktailName: "Negroni"), .english, "TheCocktailDB has no image of Negroni."),
            (.notWritten(path: "/tmp/n.jpg"), .english, "The image could not be written to /tmp/n.jpg."),
            (.lookup(.noSuchCocktail(query: "Negronz")), .english, "TheCocktailDB has no cocktail called 'Negronz'."),
            (.connectivity, .italian, "Impossibile raggiungere TheCocktailDB, e l'immagine non è nella cache."),
            (.invalidData, .italian, "TheCocktailDB non ha inviato dati d'immagine utilizzabili."),
            (
                .lookup(.notFound), .italian,
                "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo; controlla DRINGO_BASE_URL e DRINGO_API_KEY."
            ),
            (
                .lookup(.untrustedCertificate), .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host, quindi dringo non si è collegato; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
            (
                .imageUntrustedCertificate, .italian,
                "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host, e l'immagine non è nella cache; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS."
            ),
            (
                .imageNotFound(cocktailName: "Negroni"), .italian,
                "TheCocktailDB ha risposto 404 (non trovato) per l'immagine di Negroni, e l'immagine non è nella cache."
            ),
            (.noImage(cocktailName: "Negroni"), .italian, "TheCocktailDB non ha un'immagine di Negroni."),
            (.notWritten(path: "/tmp/n.jpg"), .italian, "Non è stato possibile scrivere l'immagine in /tmp/n.jpg."),
            (.lookup(.noSuchCocktail(query: "Negronz")), .italian, "TheCocktailDB non ha un cocktail chiamato «Negronz»."),
        ])
    func message_wordsEveryFailureReasonInBothLanguages(reason: ImageFailureReason, language: Language, expected: String) {
        #expect(ImagePresenter(localizer: Localizer(language: language)).message(for: reason) == expected)
    }
}
