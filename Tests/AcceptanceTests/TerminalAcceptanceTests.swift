import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// What dringo does differently on a terminal: colour, the loading indicator, wrapping.
struct TerminalAcceptanceTests {
    private let store = InMemoryFeedStore(CachedFeedFactory.negroniWithDescription(savedAt: acceptanceNow))

    @Test("on a terminal the feed is styled and a loading indicator is drawn and erased on stderr")
    func feed_stylesOutputAndShowsIndicator_onTerminal() async {
        let run = await runDringo(["feed", "--offline"], store: store, terminal: .interactive)

        #expect(run.standardOutput.contains("\u{1B}[1mCocktails\u{1B}[0m"))
        #expect(run.standardError.hasPrefix("\r\u{1B}[2m| Loading cocktails…\u{1B}[0m\u{1B}[K\r\u{1B}[2K"))
    }

    @Test("on a terminal the loading indicator's spinner turns while the remote is waited for, and Ctrl-C erases it")
    func feed_turnsSpinnerWhileWaiting_andErasesItOnCancellation() async {
        let client = SuspendingHTTPClient()
        let spinner = ManualTicks()
        let run = Task { await runDringo(["feed"], http: client, environment: ["NO_COLOR": "1"], terminal: .interactive, spinner: spinner) }
        var started = client.requestStarted.makeAsyncIterator()
        _ = await started.next()

        await spinner.tick()
        await spinner.tick()
        run.cancel()
        let result = await run.value

        #expect(result.exitCode == .cancelled)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == "\r| Loading cocktails…\u{1B}[K\r/ Loading cocktails…\u{1B}[K\r- Loading cocktails…\u{1B}[K\r\u{1B}[2K",
            "three frames, then the line erased and nothing more")
        #expect(spinner.cancellations == 1, "the spinner stopped with the load")
    }

    @Test("on a terminal the loading indicator is erased before an error, which stands alone on its line")
    func feed_erasesIndicatorBeforeError() async {
        let run = await runDringo(["feed"], http: HTTPClientStub.offline, environment: ["NO_COLOR": "1"], terminal: .interactive)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError.hasPrefix("\r| Loading cocktails…\u{1B}[K\r\u{1B}[2KCould not reach TheCocktailDB"))
    }

    @Test("NO_COLOR turns styling off on a terminal")
    func feed_isPlain_withNoColor() async {
        let run = await runDringo(["feed", "--offline"], store: store, environment: ["NO_COLOR": "1"], terminal: .interactive)

        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(!run.standardError.contains("\u{1B}[" + "1m"))
    }

    @Test("piped output has no styling and no loading indicator")
    func feed_isPlainWithoutIndicator_whenPiped() async {
        let run = await runDringo(["feed", "--offline"], store: store)

        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(!run.standardError.contains("Loading"))
    }

    @Test("descriptions wrap to the terminal width")
    func feed_wrapsDescriptionsToTerminalWidth() async {
        let narrow = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 30)

        let run = await runDringo(["feed", "--offline"], store: store, terminal: narrow)

        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.contains("11003  Negroni"))
        #expect(lines.contains("    Stir gin, Campari and"))
    }
}

enum CachedFeedFactory {
    static func negroniWithDescription(savedAt: Date) -> FeedFeature.CachedFeed {
        FeedFeature.CachedFeed(
            [
                FeedFeature.LocalCocktailItem(
                    id: 11003,
                    name: "Negroni",
                    description: "Stir gin, Campari and sweet vermouth into a glass with ice. Garnish with orange peel.",
                    imageURL: nil
                )
            ],
            timestamp: savedAt
        )
    }
}
