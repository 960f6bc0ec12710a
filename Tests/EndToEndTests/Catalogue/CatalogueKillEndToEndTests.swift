import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReliabilityHeavyEndToEndTests {
    /// Crash safety of the catalogue: a sync of thousands of drinks, killed with SIGKILL at random
    /// moments, leaves the old catalogue byte for byte, the new one whole, or none; never a torn
    /// file, nor one mixing the two.
    struct CatalogueKillEndToEndTests {
        private static let killCount = 8
        /// Kills that find dringo already ended don't count; this bounds the retries they cost.
        private static let maxAttempts = 2 * killCount

        @Test("eight SIGKILLs at random moments of a large sync leave the old catalogue, the new one or none, never a torn file")
        func sync_leavesWholeCatalogueOrNone_whenKilledAtRandomMoments() async throws {
            let seed = ReliabilitySeed.value
            var random = SplitMix64(seed: seed)
            let fixtures = [try await CatalogueFixture.large(label: "Old"), try await CatalogueFixture.large(label: "New")]
            let sandbox = try await Sandbox.online(serving: fixtures[0].routes())
            var window = try await Self.syncEach(of: fixtures, in: sandbox)

            var killedWhileRunning = 0
            for attempt in 1...Self.maxAttempts where killedWhileRunning < Self.killCount {
                let before = try await Self.saved(in: sandbox, fixtures: fixtures)
                let served = before?.label == fixtures[0].label ? fixtures[1] : fixtures[0]
                let beforeBytes = sandbox.catalogue.exists ? try sandbox.catalogue.contents() : nil
                try sandbox.remote().setRoutes(served.routes())
                let delay = Duration.milliseconds(Int.random(in: 0...window.milliseconds, using: &random))
                let context = "attempt \(attempt), kill after \(delay) of a \(window) window, \(ReliabilitySeed.describe(seed))"

                let running = try await sandbox.startDringo(["sync"])
                let lifetime = try await running.kill(after: delay)
                let run = try await running.finish(killingAfter: .seconds(180))
                if let lifetime { window = lifetime }
                let killed = run.termination == .signaled(SIGKILL)
                if killed { killedWhileRunning += 1 }
                try #require(killed || run.exitCode == 0, "\(context): \(run)")

                // Old: the very bytes that were there. Absent: allowed only for a killed sync.
                // Anything else must be the served catalogue, whole, as a search with no server finds it.
                guard sandbox.catalogue.exists else {
                    #expect(killed, "\(context): a sync that ended on its own saved nothing")
                    continue
                }
                if killed, let beforeBytes, try sandbox.catalogue.contents() == beforeBytes { continue }
                let after = try await Self.saved(in: sandbox, fixtures: fixtures)
                #expect(after?.label == served.label, "\(context): the catalogue is neither the old one nor the new one, whole")
                if after?.label != served.label { return }
            }
            #expect(killedWhileRunning == Self.killCount, "\(Self.killCount) kills should land while dringo runs")
        }

        /// Syncs each catalogue in turn with an uninterrupted run, the second replacing the first.
        /// - Returns: how long the replacement took: the window the kills land in.
        private static func syncEach(of fixtures: [CatalogueFixture], in sandbox: Sandbox) async throws -> Duration {
            let clock = ContinuousClock()
            var window = Duration.zero
            for fixture in fixtures {
                try sandbox.remote().setRoutes(fixture.routes())
                let start = clock.now
                let run = try await sandbox.dringo(["sync"], environment: ["DRINGO_TIMEOUT": "60"])
                window = clock.now - start
                try #require(run.exitCode == 0 && run.standardOutput == fixture.savedLine, "\(run)")
                try #require(
                    try await saved(in: sandbox, fixtures: fixtures)?.label == fixture.label, "an uninterrupted sync saves it whole")
            }
            ReliabilityReport.note("catalogue: one uninterrupted sync of \(CatalogueFixture.largeDrinkCount) drinks: \(window)")
            return window
        }

        /// Which of `fixtures` the saved catalogue holds, whole, as `search` reads it with no server
        /// to fall back on; nil when there is none. Fails when it holds anything else.
        private static func saved(in sandbox: Sandbox, fixtures: [CatalogueFixture]) async throws -> CatalogueFixture? {
            guard sandbox.catalogue.exists else { return nil }
            // `search` of the label, with the origin refusing connections: only a valid catalogue answers.
            for fixture in fixtures {
                let run = try await sandbox.dringo(["search", fixture.label], baseURL: Sandbox.unreachableBaseURL)
                let found = Set(CatalogueText.names(in: run.standardOutput))
                if run.exitCode == 0, found == Set(fixture.drinks.map(\.name)) { return fixture }
                #expect(found.isEmpty, "a catalogue mixing two syncs, or cut short: \(found.count) \(fixture.label) drinks")
            }
            Issue.record("the saved catalogue holds neither catalogue whole")
            return nil
        }
    }
}
