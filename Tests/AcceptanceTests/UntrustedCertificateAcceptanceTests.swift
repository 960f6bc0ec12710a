import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Every command that asks TheCocktailDB, when the certificate presented for it is refused (as behind a
/// TLS-intercepting proxy, or at a wrong origin): it says so and names DRINGO_BASE_URL, and otherwise
/// fails, or falls back, exactly as it does without a connection.
struct UntrustedCertificateAcceptanceTests {
    private static let refused = "The certificate presented for TheCocktailDB is not trusted, has expired or names another host"
    private static let check = "check DRINGO_BASE_URL, and any proxy that intercepts HTTPS"

    @Test("RF-5, FS-4: feed without a cache fails with exit 1, naming the refused certificate, in English and Italian")
    func feed_failsNamingCertificate_withoutCache() async {
        let english = await runDringo(["feed"], http: HTTPClientStub.untrustedCertificate)
        let italian = await runDringo(["feed", "--lang", "it"], http: HTTPClientStub.untrustedCertificate)

        #expect(english.exitCode == .couldNotLoad)
        #expect(english.standardOutput == "")
        #expect(english.standardError == "\(Self.refused), and there is no cocktail list saved in the last 7 days; \(Self.check).\n")
        #expect(italian.exitCode == .couldNotLoad)
        #expect(
            italian.standardError
                == "Il certificato presentato per TheCocktailDB non è attendibile, è scaduto o è intestato a un altro host e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; controlla DRINGO_BASE_URL e l'eventuale proxy che intercetta HTTPS.\n"
        )
    }

    @Test("RF-5, FS-2: feed falls back to the valid cache when the certificate is refused, with one notice naming it")
    func feed_showsValidCache_onUntrustedCertificate() async {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -2)))

        let run = await runDringo(["feed"], http: HTTPClientStub.untrustedCertificate, store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Cocktails\n\n1  Negroni\n    https://img.example/1.jpg\n")
        #expect(run.standardError == "\(Self.refused) (\(Self.check)); showing the cocktail list saved 2 days ago.\n")
    }

    @Test("RI-9: ingredients fails with exit 1 naming the refused certificate")
    func ingredients_failsNamingCertificate() async {
        let run = await runDringo(["ingredients", "margarita"], http: HTTPClientStub.untrustedCertificate)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(Self.refused), so dringo did not connect; \(Self.check).\n")
    }

    @Test("RD-6: image fails with exit 1 and writes nothing when the certificate of the image's address is refused")
    func image_failsNamingCertificate_writingNothing() async {
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "Negroni", "--output", "/tmp/n.jpg"], http: HTTPClientStub.untrustedCertificate,
            store: ImageRoute.feedStoreWithNegroni(), fileWriter: writer)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "\(Self.refused), and the image is not in the cache; \(Self.check).\n")
        #expect(writer.writtenFiles.isEmpty)
    }

    @Test("RI-9: image fails with exit 1 naming the refused certificate when the name is looked up remotely")
    func image_failsNamingCertificate_whileLookingTheNameUp() async {
        let run = await runDringo(["image", "Margarita", "--output", "/tmp/m.jpg"], http: HTTPClientStub.untrustedCertificate)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "\(Self.refused), so dringo did not connect; \(Self.check).\n")
    }

    @Test("RC-15, CS-2: sync fails with exit 1 naming the refused certificate, and keeps the catalogue saved before")
    func sync_failsNamingCertificate_keepingCatalogue() async throws {
        let store = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -1))
        let before = try await store.retrieve()

        let run = await runDringo(["sync"], http: HTTPClientStub.untrustedCertificate, catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(Self.refused), and the saved catalogue is unchanged; \(Self.check).\n")
        #expect(try await store.retrieve() == before)
    }

    @Test("RC-15, BS-5: makeable's first sync fails with exit 1 naming the refused certificate")
    func makeable_failsNamingCertificate_whenFirstSyncMeetsIt() async throws {
        let run = await runDringo(["makeable"], http: HTTPClientStub.untrustedCertificate, barStore: try await bar(["gin"]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                \(Self.refused), so dringo did not connect; \(Self.check).

                """)
    }

    @Test(
        "CS-7: search, recipe and random without a catalogue fail with exit 1 naming the refused certificate",
        arguments: [["search", "margarita"], ["recipe", "margarita"], ["recipe", "11007"], ["random"]])
    func catalogueCommands_failNamingCertificate_withoutCatalogue(arguments: [String]) async {
        let run = await runDringo(arguments, http: HTTPClientStub.untrustedCertificate)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(Self.refused), and there is no catalogue saved in the last 7 days; \(Self.check).\n")
    }
}
