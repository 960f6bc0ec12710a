import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Load cocktails from remote", seen from the command line.
struct LoadFeedFromRemoteAcceptanceTests {
    @Test("FS-1, RF-1: feed online shows the remote list in the source's order, each name after its id")
    func feed_showsRemoteListInOrder_whenOnline() async throws {
        let run = await runDringo(["feed"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()))

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        // The ids run to six digits in this list, so five-digit ones are padded to line the names up.
        #expect(
            run.standardOutput.hasPrefix(
                """
                Cocktails

                15346   155 Belmont
                    https://www.thecocktaildb.com/images/media/drink/yqvvqs1475667388.jpg

                14029   57 Chevy with a White License Plate

                """))
        let nameLines = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }.dropFirst()
        #expect(nameLines.count == 100)
        #expect(nameLines.contains("178319  Aquamarine"))
        #expect(nameLines.last == "15841   Mojito Extra")
    }

    @Test("FS-1: feed online asks the free key's category list under the configured origin")
    func feed_requestsCategoryListUnderConfiguredOrigin() async throws {
        let http = HTTPClientStub.online(try FeedRoute.recordedCategory())

        _ = await runDringo(["feed"], http: http, environment: ["DRINGO_BASE_URL": "http://127.0.0.1:8080/mirror"])

        #expect(http.requestedURLs.map(\.absoluteString) == ["http://127.0.0.1:8080/mirror/api/json/v1/1/filter.php?c=Cocktail"])
    }

    @Test("RF-1: feed with a production key asks popular.php under v2 and never prints the key")
    func feed_requestsPopularListWithProductionKey_andKeepsKeySecret() async throws {
        let http = HTTPClientStub.offline

        let run = await runDringo(["feed"], http: http, environment: ["DRINGO_API_KEY": "s3cr3t-key"])

        #expect(http.requestedURLs.map(\.absoluteString) == ["https://www.thecocktaildb.com/api/json/v2/s3cr3t-key/popular.php"])
        #expect(!run.standardOutput.contains("s3cr3t-key"))
        #expect(!run.standardError.contains("s3cr3t-key"))
    }

    @Test("RF-1: feed in JSON prints one document with the contract's shape")
    func feed_printsContractJSON_whenFormatIsJSON() async throws {
        let run = await runDringo(["feed", "--format", "json"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()))

        #expect(run.exitCode == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["title"] as? String == "Cocktails")
        #expect(document["source"] as? String == "remote")
        #expect(document["cachedAt"] is NSNull)
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 100)
        #expect(items[0]["id"] as? Int == 15346)
        #expect(items[0]["name"] as? String == "155 Belmont")
        #expect(items[0]["description"] is NSNull)
        #expect(items[0]["imageURL"] as? String == "https://www.thecocktaildb.com/images/media/drink/yqvvqs1475667388.jpg")
    }

    @Test("RF-1: feed with a limit shows the first N and still caches the whole list")
    func feed_showsFirstN_andCachesAll_whenLimited() async throws {
        let store = InMemoryFeedStore()

        let run = await runDringo(["feed", "--limit", "2"], http: HTTPClientStub.online(try FeedRoute.recordedCategory()), store: store)

        #expect(run.standardOutput.components(separatedBy: "\n\n").count == 3)
        #expect(try await store.retrieve()?.resource.count == 100)
    }

    @Test("RF-1: feed delivers an empty list on drinks null, with exit 0")
    func feed_showsEmptyList_onNullDrinks() async {
        let run = await runDringo(["feed"], http: HTTPClientStub.online(FeedRoute.answering(200, #"{"drinks":null}"#)))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Cocktails\n")
    }

    @Test(
        "RF-2: feed without a cache fails with exit 1 on invalid data",
        arguments: [
            (200, "<html></html>"), (200, ""), (200, #"{"drinks":"None Found"}"#), (200, "[]"), (500, #"{"drinks":[]}"#), (403, ""),
        ]
    )
    func feed_failsWithInvalidDataMessage_withoutCache(status: Int, body: String) async {
        let run = await runDringo(["feed"], http: HTTPClientStub.online(FeedRoute.answering(status, body)))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "TheCocktailDB sent data dringo could not read, and there is no cocktail list saved in the last 7 days.\n")
    }

    @Test("RF-2: feed falls back to the valid cache on invalid data, and says so on stderr")
    func feed_showsValidCache_onInvalidData() async {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -2)))

        let run = await runDringo(["feed"], http: HTTPClientStub.online(FeedRoute.answering(200, "not json")), store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Cocktails\n\n1  Negroni\n    https://img.example/1.jpg\n")
        #expect(run.standardError == "TheCocktailDB sent data dringo could not read; showing the cocktail list saved 2 days ago.\n")
    }

    @Test("RF-4: feed without a cache fails with exit 1 on HTTP 404, saying what to check rather than that the data was unreadable")
    func feed_failsWithNotFoundMessage_withoutCache() async {
        let http = HTTPClientStub.online(FeedRoute.answering(404, "<html>Not Found</html>"))

        let english = await runDringo(["feed"], http: http)
        let italian = await runDringo(["feed", "--lang", "it"], http: http)

        #expect(english.exitCode == .couldNotLoad)
        #expect(english.standardOutput == "")
        #expect(
            english.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked, and there is no cocktail list saved in the last 7 days; check DRINGO_BASE_URL and DRINGO_API_KEY.\n"
        )
        #expect(italian.exitCode == .couldNotLoad)
        #expect(
            italian.standardError
                == "TheCocktailDB ha risposto 404 (non trovato) all'indirizzo richiesto da dringo e non c'è un elenco dei cocktail salvato negli ultimi 7 giorni; controlla DRINGO_BASE_URL e DRINGO_API_KEY.\n"
        )
    }

    @Test("RF-4: feed falls back to the valid cache on HTTP 404, and says what to check on stderr")
    func feed_showsValidCache_onNotFound() async {
        let store = InMemoryFeedStore(cachedFeed(names: ["Negroni"], savedAt: acceptanceNow.adding(days: -2)))

        let run = await runDringo(["feed"], http: HTTPClientStub.online([:]), store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Cocktails\n\n1  Negroni\n    https://img.example/1.jpg\n")
        #expect(
            run.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked (check DRINGO_BASE_URL and DRINGO_API_KEY); showing the cocktail list saved 2 days ago.\n"
        )
    }

    @Test("RF-3: feed without a cache fails with exit 1 on no connectivity")
    func feed_failsWithConnectivityMessage_withoutCache() async {
        let run = await runDringo(["feed"], http: HTTPClientStub.offline)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and there is no cocktail list saved in the last 7 days; check your connection, or run 'dringo --demo feed' to try dringo without one.\n"
        )
    }

    @Test("RF-3: feed falls back to the valid cache on no connectivity")
    func feed_showsValidCache_onNoConnectivity() async {
        let store = InMemoryFeedStore(
            cachedFeed(names: ["Negroni", "Spritz"], savedAt: acceptanceNow.adding(days: 0, seconds: -3 * 3600)))

        let run = await runDringo(["feed", "--format", "json"], http: HTTPClientStub.offline, store: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains(#""source":"cache","cachedAt":"2026-11-21T09:00:00Z""#))
        #expect(run.standardError == "Could not reach TheCocktailDB; showing the cocktail list saved 3 hours ago.\n")
    }

    @Test("FS-1: feed strips terminal control sequences from remote text, in text and JSON")
    func feed_stripsControlSequences_fromRemoteText() async throws {
        let hostile =
            #"{"drinks":[{"idDrink":"1","strDrink":"\u001b]0;pwned\u0007Evil\u001b[31mRed\u009b2J\u202eTxet","strInstructions":"Ring\u0007 the\u0000 bell","strDrinkThumb":"https://img.example/\u001b[1m.jpg"}]}"#

        let text = await runDringo(["feed"], http: HTTPClientStub.online(FeedRoute.answering(200, hostile)))
        let json = await runDringo(["feed", "--format", "json"], http: HTTPClientStub.online(FeedRoute.answering(200, hostile)))

        #expect(text.standardOutput.contains("\n1  EvilRedTxet\n"))
        #expect(text.standardOutput.contains("Ring the bell"))
        for output in [text.standardOutput, json.standardOutput] {
            #expect(
                !output.unicodeScalars.contains {
                    $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x00 || $0.value == 0x9B || $0.value == 0x202E
                })
        }
        #expect(json.standardOutput.contains(#""name":"EvilRedTxet""#))
    }
}
