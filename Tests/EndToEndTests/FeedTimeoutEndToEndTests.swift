import Foundation
import Testing

/// Use case "Load cocktails from remote", no connectivity: a server that answers too slowly.
struct FeedTimeoutEndToEndTests {
    @Test("RF-3, FS-2: feed gives up after DRINGO_TIMEOUT on a slow server and shows the saved list", arguments: SlowAnswer.allCases)
    func feed_fallsBackToSavedList_whenServerIsTooSlow(slowness: SlowAnswer) async throws {
        let sandbox = try await Sandbox.withSavedList()
        try sandbox.remote().setRoutes([APIPath.feed: slowness.route])
        let clock = ContinuousClock()
        let start = clock.now

        let run = try await sandbox.dringo(["feed"], environment: ["DRINGO_TIMEOUT": "1"])

        // A generous bound: the machine may be busy, and the server would hold out for 60 s.
        #expect(clock.now - start < .seconds(30), "dringo should give up after about 1 s, long before the server answers")
        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "Could not reach TheCocktailDB; showing the cocktail list saved just now.\n")
    }
}

/// A server that takes 60 s, either before it answers at all or between the headers and the body.
enum SlowAnswer: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case silentBeforeHeaders
    case stallsAfterHeaders

    var route: FixtureRoute {
        var route = FixtureRoute.recorded(RecordedFeed.cocktails)
        switch self {
        case .silentBeforeHeaders: route.delayBeforeHeaders = 60
        case .stallsAfterHeaders: route.stallSeconds = 60
        }
        return route
    }

    var testDescription: String { rawValue }
}
