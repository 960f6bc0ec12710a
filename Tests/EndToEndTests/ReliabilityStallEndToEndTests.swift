import Foundation
import TestSupport
import Testing

/// Use case "Load cocktails from remote", no connectivity: a server that stalls for a full minute,
/// far past a short `DRINGO_TIMEOUT`.
struct ReliabilityStallEndToEndTests {
    @Test(
        "RF-3, FS-2: a 60-second stall with DRINGO_TIMEOUT=3 returns within seconds, with the saved list", arguments: MinuteStall.allCases)
    func feed_givesUpAfterTimeout_onMinuteLongStall(stall: MinuteStall) async throws {
        let sandbox = try await Sandbox.withSavedList()
        let saved = try sandbox.cache.contents()
        try sandbox.remote().setRoutes([APIPath.feed: try stall.route()])
        let clock = ContinuousClock()
        let start = clock.now

        let run = try await sandbox.dringo(["feed"], environment: ["DRINGO_TIMEOUT": "3"])

        let elapsed = clock.now - start
        ReliabilityReport.note("RF-3 60 s stall \(stall) with DRINGO_TIMEOUT=3: returned in \(ReliabilityReport.seconds(elapsed))")
        #expect(elapsed < .seconds(40), "dringo should give up after about 3 s, long before the server's 60 s")
        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "Could not reach TheCocktailDB; showing the cocktail list saved just now.\n")
        #expect(try sandbox.cache.contents() == saved, "the saved list is kept as it was")
    }
}

/// Where the server goes silent for 60 seconds (its longest delay) while serving the recorded list.
enum MinuteStall: String, CaseIterable, Sendable, CustomTestStringConvertible, CustomStringConvertible {
    case silentBeforeHeaders
    case stallsAfterHeaders
    case stallsMidBody

    func route() throws -> FixtureRoute {
        var route = FixtureRoute.recorded(RecordedFeed.cocktails)
        switch self {
        case .silentBeforeHeaders:
            route.delayBeforeHeaders = 60
        case .stallsAfterHeaders:
            route.stallSeconds = 60
        case .stallsMidBody:
            route.stallSeconds = 60
            route.bytesBeforeStall = try Fixtures.data(RecordedFeed.cocktails).count / 2
        }
        return route
    }

    var testDescription: String { rawValue }
    var description: String { rawValue }
}
