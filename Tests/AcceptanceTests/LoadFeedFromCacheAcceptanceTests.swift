import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Load cocktails from cache", and the story's offline scenarios.
struct LoadFeedFromCacheAcceptanceTests {
    @Test("FS-2, CF-1: feed offline shows the list saved less than seven days ago, without asking the remote")
    func feedOffline_showsCachedList_onNonExpiredCache() async {
        let http = HTTPClientStub.offline
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni", "Spritz"], savedAt: acceptanceNow.adding(days: -7, seconds: 1)))

        let run = await runDringo(["feed", "--offline"], http: http, store: store)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == "Cocktails\n\n1  Negroni\n    https://img.example/1.jpg\n\n2  Spritz\n    https://img.example/2.jpg\n")
        #expect(run.standardError == "Showing the cocktail list saved 6 days ago.\n")
        #expect(http.requestedURLs.isEmpty)
    }

    @Test("FS-3, CF-3: feed offline fails with exit 1 when the cache is exactly seven days old")
    func feedOffline_fails_onCacheExactlySevenDaysOld() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -7)))

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
        #expect(try await store.retrieve() == nil, "validation deletes the expired cache before exit")
    }

    @Test("FS-3, CF-3: feed with no connectivity fails with exit 1 when the cache is older than seven days")
    func feed_fails_onNoConnectivityAndCacheOlderThanSevenDays() async {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -30)))

        let run = await runDringo(["feed"], http: HTTPClientStub.offline, store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(!run.standardOutput.contains("Negroni"))
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and there is no cocktail list saved in the last 7 days; check your connection, or run 'dringo --demo feed' to try dringo without one.\n"
        )
    }

    @Test("FS-4, CF-4: feed offline fails with exit 1 on an empty cache")
    func feedOffline_fails_onEmptyCache() async {
        let run = await runDringo(["feed", "--offline"])

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
    }

    @Test("CF-2: feed offline fails with exit 1 on a cache retrieval error, without crashing")
    func feedOffline_fails_onRetrievalError() async {
        let store = DocumentStoreSpy(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow), failing: [.retrieve])

        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
    }

    @Test("CF-1: feed offline in JSON names the cache as the source and when it was saved")
    func feedOffline_printsCacheSourceInJSON() async throws {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -1)))

        let run = await runDringo(["feed", "--offline", "--format", "json"], store: store)

        #expect(
            run.standardOutput
                == #"{"title":"Cocktails","source":"cache","cachedAt":"2026-11-20T12:00:00Z","items":[{"id":1,"name":"Negroni","description":null,"imageURL":"https://img.example/1.jpg"}]}"#
                + "\n")
    }

    @Test("FS-4: feed offline speaks Italian when asked, in its error")
    func feedOffline_failsInItalian_withLangIt() async {
        let run = await runDringo(["feed", "--offline", "--lang", "it"])

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError
                == "Non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; esegui «dringo feed» quando sei online per ottenerne uno.\n"
        )
    }

    @Test("FS-2: feed offline takes the language from LANG when --lang is absent")
    func feedOffline_usesItalianFromLocaleEnvironment() async {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -1)))

        let run = await runDringo(["feed", "--offline"], store: store, environment: ["LANG": "it_IT.UTF-8"])

        #expect(run.standardOutput.hasPrefix("Cocktail\n\n1  Negroni\n"))
        #expect(run.standardError == "Ecco l'elenco dei cocktail salvato 1 giorno fa.\n")
    }
}
