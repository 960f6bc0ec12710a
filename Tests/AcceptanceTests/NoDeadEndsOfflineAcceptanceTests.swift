import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Offline with nothing saved, every command that needs TheCocktailDB or a catalogue says so and points at the demo.
struct NoDeadEndsOfflineAcceptanceTests {
    private static let nothingSavedSync =
        "Could not reach TheCocktailDB, and no catalogue is saved; check your connection, or add --demo to the command to try dringo without one.\n"
    private static let noCatalogue =
        "Could not reach TheCocktailDB, and there is no catalogue saved in the last 7 days; run 'dringo sync' while online to keep one, or add --demo to the command to try dringo without a connection.\n"

    @Test("CS-16: sync offline with nothing ever saved says no catalogue is saved, and points at the demo, not at an unchanged one")
    func sync_offlineWithNothingSaved_pointsAtTheDemo() async {
        let run = await runDringo(["sync"], http: HTTPClientStub.offline)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == Self.nothingSavedSync)
    }

    @Test("CS-16: sync offline over a saved catalogue says it is unchanged")
    func sync_offlineWithACatalogue_saysItIsUnchanged() async throws {
        let store = InMemoryCatalogueStore(cachedCatalogue(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -1)))

        let run = await runDringo(["sync"], http: HTTPClientStub.offline, catalogueStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "Could not reach TheCocktailDB; the saved catalogue is unchanged.\n")
    }

    @Test(
        "CS-16: search and recipe offline with no catalogue point at sync and at the demo",
        arguments: [["search", "gin"], ["recipe", "negroni"]])
    func catalogueCommands_offlineWithNothingSaved_pointAtTheDemo(arguments: [String]) async {
        let run = await runDringo(arguments, http: HTTPClientStub.offline)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == Self.noCatalogue)
    }

    @Test("CS-16: makeable offline with no catalogue says it is syncing first, then that nothing is saved, pointing at the demo")
    func makeable_offlineWithNothingSaved_pointsAtTheDemo() async throws {
        let run = await runDringo(["makeable"], http: HTTPClientStub.offline, barStore: try await bar(["gin"]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError
                == "No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.\n" + Self.nothingSavedSync)
    }

    @Test("CS-16: in Italian the same, in Italian")
    func sync_offlineWithNothingSaved_inItalian() async {
        let run = await runDringo(["sync", "--lang", "it"], http: HTTPClientStub.offline)

        #expect(
            run.standardError
                == "Impossibile raggiungere TheCocktailDB e non c'è un catalogo salvato; controlla la connessione, o aggiungi --demo al comando per provare dringo senza.\n"
        )
    }
}
