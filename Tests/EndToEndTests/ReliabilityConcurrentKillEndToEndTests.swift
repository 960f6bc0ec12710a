import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReliabilityHeavyEndToEndTests {
    /// Use case "Cache cocktails", crash safety with company: several `dringo feed` processes saving
    /// different 60,000-item lists into one cache at once, some of them killed with SIGKILL.
    struct ReliabilityConcurrentKillEndToEndTests {
        private static let labels = ["Alpha", "Bravo", "Charlie", "Delta"]
        private static let victimCount = 2
        /// A round whose kills find their victims already ended is run again, at most this often in all.
        private static let maxRounds = 3

        @Test("SF-1: four processes saving different 60,000-item lists at once, two killed at random moments, leave one whole list or none")
        func concurrentSaves_leaveOneWholeListOrNone_whenTwoAreKilled() async throws {
            let seed = ReliabilitySeed.value
            var random = SplitMix64(seed: seed ^ 0xC0_4C0E)
            var lists: [GeneratedFeed] = []
            for label in Self.labels { lists.append(try await GeneratedFeed.labelled(label)) }
            // Each process has its own list, through its own path prefix on one server.
            var routes: [String: FixtureRoute] = [:]
            for (index, list) in lists.enumerated() { routes[Self.prefix(index) + ReliabilityFeed.path] = list.route }
            let sandbox = try await Sandbox.online(serving: routes)

            // Uninterrupted first: one whole list, and the window in which all four run, for the kills.
            let calibration = try await Self.saveAll(lists, in: sandbox, killing: [:])
            var window = calibration.map(\.elapsed).min() ?? .zero
            try Self.expectWholeListOrNone(in: sandbox, after: calibration, lists: lists, killed: [], context: "uninterrupted")
            #expect(try sandbox.cache.savedFeed() != .absent, "uninterrupted saves leave one whole list")
            #expect(try sandbox.cacheLeftovers() == [], "uninterrupted saves leave no temporary file")
            ReliabilityReport.note(
                "SF-1 four concurrent 60,000-item saves: first done after \(ReliabilityReport.seconds(window)), "
                    + "last after \(ReliabilityReport.seconds(calibration.map(\.elapsed).max() ?? .zero))")

            var killed: Set<Int32> = []
            var landed = 0
            for round in 1...Self.maxRounds where landed < Self.victimCount {
                var delays: [Int: Duration] = [:]
                for victim in Array(lists.indices).shuffled(using: &random).prefix(Self.victimCount) {
                    delays[victim] = .milliseconds(Int.random(in: 0...window.milliseconds, using: &random))
                }
                let context =
                    "round \(round): kills "
                    + delays.sorted { $0.key < $1.key }.map { "#\($0.key + 1) after \(ReliabilityReport.seconds($0.value))" }.joined(
                        separator: ", ")
                    + " of a \(ReliabilityReport.seconds(window)) window, \(ReliabilitySeed.describe(seed))"

                let runs = try await Self.saveAll(lists, in: sandbox, killing: delays)

                let killedNow = runs.filter { $0.run.termination == .signaled(SIGKILL) }
                killed.formUnion(killedNow.map(\.processIdentifier))
                landed = killedNow.count
                // A victim that ended before its kill measured the window afresh, under the present load.
                for (index, run) in runs.enumerated() where delays[index] != nil && run.run.termination != .signaled(SIGKILL) {
                    window = min(window, run.elapsed)
                }
                ReliabilityReport.note("SF-1 \(context): " + runs.map { "\($0.run.termination)" }.joined(separator: ", "))
                guard try Self.expectWholeListOrNone(in: sandbox, after: runs, lists: lists, killed: killed, context: context) else {
                    return
                }
            }
            #expect(landed == Self.victimCount, "two kills should land while their processes run")

            let saved = try sandbox.cache.savedFeed()
            let offline = try await sandbox.dringo(["feed", "--offline", "--limit", "1"])
            if case let .names(names) = saved {
                #expect(
                    offline.exitCode == 0 && FeedText.entries(in: offline.standardOutput) == GeneratedFeed.entries(named: names.prefix(1)),
                    "\(offline)")
            } else {
                #expect(offline.exitCode == 1, "\(offline)")
            }
        }

        private static func prefix(_ index: Int) -> String {
            "/p\(index + 1)"
        }

        /// Every process that was not killed ended well, showing its own list; the cache holds one of
        /// the lists, whole, or none; only killed writers left files.
        /// - Returns: false when the cache is torn, which ends the test.
        @discardableResult
        private static func expectWholeListOrNone(
            in sandbox: Sandbox, after runs: [KilledRun], lists: [GeneratedFeed], killed: Set<Int32>, context: String
        ) throws -> Bool {
            for (index, run) in runs.enumerated() where run.run.termination != .signaled(SIGKILL) {
                #expect(run.run.exitCode == 0 && run.run.standardError == "", "\(context): \(run.run)")
                #expect(
                    FeedText.entries(in: run.run.standardOutput) == GeneratedFeed.entries(named: lists[index].names.prefix(1)),
                    "\(context): each shows its own list"
                )
            }
            let saved: SavedFeed
            do {
                saved = try sandbox.cache.savedFeed()
            } catch {
                Issue.record("\(context): \(error)")
                return false
            }
            #expect(
                saved == .absent || lists.map { SavedFeed.names($0.names) }.contains(saved), "\(context): neither none nor one whole list")
            #expect(
                try sandbox.unexplainedCacheLeftovers(killed: killed) == [], "\(context): only a killed writer's temporary file may remain")
            return true
        }

        /// Starts one `dringo feed` per list, each on its own prefix, kills the ones in `delays` after
        /// their delay, and waits for them all; the runs come back in the lists' order.
        private static func saveAll(
            _ lists: [GeneratedFeed], in sandbox: Sandbox, killing delays: [Int: Duration]
        ) async throws -> [KilledRun] {
            let baseURL = try sandbox.remote().baseURL
            var running: [RunningDringo] = []
            for index in lists.indices {
                running.append(
                    try await sandbox.startDringo(
                        ReliabilityFeed.arguments, baseURL: baseURL + prefix(index), environment: ReliabilityFeed.environment
                    ))
            }
            let clock = ContinuousClock()
            let start = clock.now
            return try await withThrowingTaskGroup(of: (Int, KilledRun).self) { group in
                for (index, process) in running.enumerated() {
                    let delay = delays[index]
                    group.addTask {
                        if let delay {
                            _ = try await process.kill(after: delay)
                        }
                        let run = try await process.finish(killingAfter: .seconds(180))
                        return (index, KilledRun(run: run, processIdentifier: process.processIdentifier, elapsed: clock.now - start))
                    }
                }
                var runs: [Int: KilledRun] = [:]
                for try await (index, run) in group { runs[index] = run }
                return lists.indices.compactMap { runs[$0] }
            }
        }
    }
}
