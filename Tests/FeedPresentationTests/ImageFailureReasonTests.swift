import CatalogueFeature
import FeedPresentation
import HTTPCore
import NameMatching
import Testing

/// Why `image` failed, as its presenter is told: what the picture's own steps said, else the lookup's or TheCocktailDB's.
struct ImageFailureReasonTests {
    @Test("PC-6: a failure the picture's own steps named keeps its reason")
    func imageFailure_keepsItsReason() {
        let reason = ImageFailureReason(ImageFailure(.notWritten(path: "/ro/a.jpg")), query: .name("Margarita"), command: "image")

        #expect(reason == .notWritten(path: "/ro/a.jpg"))
    }

    @Test("DY-6: a lookup that found no drink is the lookup's reason, with the nearest names")
    func lookupFailure_isTheLookups() {
        let reason = ImageFailureReason(UnknownDrinkName(closest: ["Margarita"]), query: .name("margerita"), command: "image")

        #expect(reason == .lookup(.noSuchCocktail(query: "margerita", closest: ["Margarita"])))
    }

    @Test("TheCocktailDB's refusals while the name was looked up are the lookup's; anything else is connectivity")
    func remoteFailure_isTheCocktailDBs() {
        #expect(ImageFailureReason(RemoteLoadError.notFound, query: .id(11007), command: "image") == .lookup(.notFound))
        #expect(
            ImageFailureReason(RemoteLoadError.untrustedCertificate, query: .id(11007), command: "image") == .lookup(.untrustedCertificate))
        #expect(ImageFailureReason(RemoteLoadError.invalidData, query: .id(11007), command: "image") == .invalidData)
        #expect(ImageFailureReason(CancellationError(), query: .id(11007), command: "image") == .connectivity)
    }
}
