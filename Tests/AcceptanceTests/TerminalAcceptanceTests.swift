import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// What dringo does differently on a terminal: colour, the loading indicator, wrapping.
struct TerminalAcceptanceTests {
    private let store = InMemoryFeedStore(cache: CachedFeedFactory.negroniWithDescription(savedAt: acceptanceNow))

    @Test("on a terminal the feed is styled and a loading indicator is drawn and erased on stderr")
    func feed_stylesOutputAndShowsIndicator_onTerminal() async {
        let run = await runDringo(["feed", "--offline"], store: store, terminal: .interactive)

        #expect(run.standardOutput.contains("\u{1B}[1mCocktails\u{1B}[0m"))
        #expect(run.standardError.hasPrefix("\r\u{1B}[2mLoading cocktails…\u{1B}[0m\r\u{1B}[2K"))
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
            feed: [
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
