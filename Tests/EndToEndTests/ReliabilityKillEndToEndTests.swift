import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReliabilityHeavyEndToEndTests {
    /// Use case "Cache cocktails", crash safety: a save of 60,000 drinks, killed with SIGKILL at
    /// random moments. The contract allows the old cache or the new one, never a mix or a torn file;
    /// the spec'd save deletes before it inserts, so no cache at all is allowed too.
    struct ReliabilityKillEndToEndTests {
        private static let killCount = 12
        /// Kills that find dringo already ended don't count; this bounds the retries they cost.
        private static let maxAttempts = 2 * killCount

        @Test(
            "SF-1: twelve SIGKILLs at random moments of a 60,000-item save leave the old list, the new one or none, never a torn or mixed file"
        )
        func save_leavesWholeListOrNone_whenKilledAtRandomMoments() async throws {
            let seed = ReliabilitySeed.value
            var random = SplitMix64(seed: seed)
            let lists = [try await GeneratedFeed.labelled("Old"), try await GeneratedFeed.labelled("New")]
            let sandbox = try await Sandbox.online(serving: [ReliabilityFeed.path: lists[0].route])
            let saved = try await Self.saveEach(of: lists, in: sandbox)
            var window = saved.window

            var tally = KillTally()
            var killed: Set<Int32> = []
            for attempt in 1...Self.maxAttempts where tally.killedWhileRunning < Self.killCount {
                // Every kill interrupts a real replacement of one whole list by the other, in turn:
                // a cache that the last kill left absent gets the next old list back, as dringo saved it.
                var before = try sandbox.cache.savedFeed()
                if before == .absent {
                    try sandbox.cache.replaceContents(with: saved.documents[attempt % 2])
                    before = .names(lists[attempt % 2].names)
                }
                let served = lists.first { .names($0.names) != before } ?? lists[0]
                try sandbox.remote().setRoutes([ReliabilityFeed.path: served.route])
                let delay = Duration.milliseconds(Int.random(in: 0...window.milliseconds, using: &random))
                let context = "attempt \(attempt), kill after \(delay) of a \(window) window, \(ReliabilitySeed.describe(seed))"

                let running = try await sandbox.startDringo(ReliabilityFeed.arguments, environment: ReliabilityFeed.environment)
                let lifetime = try await running.kill(after: delay)
                let run = try await running.finish(killingAfter: .seconds(120))

                // A run that ended before its kill measured the window afresh, under the present load.
                if let lifetime { window = lifetime }
                if run.termination == .signaled(SIGKILL) { killed.insert(running.processIdentifier) }
                let after: SavedFeed
                do {
                    after = try sandbox.cache.savedFeed()
                } catch {
                    Issue.record("\(context): \(error)")
                    return
                }
                guard let outcome = KillOutcome(before: before, served: served.names, after: after, termination: run.termination) else {
                    Issue.record("\(context): serving \(served.label) over \(Self.describe(before)) left \(Self.describe(after)); \(run)")
                    return
                }
                tally.record(outcome, termination: run.termination)
            }

            ReliabilityReport.note("SF-1 kills of a 60,000-item save, \(ReliabilitySeed.describe(seed)): \(tally)")
            #expect(tally.killedWhileRunning == Self.killCount, "\(Self.killCount) kills should land while dringo runs: \(tally)")
            try await Self.expectCacheStillUsable(sandbox, killed: killed, lists: lists)
        }

        /// Saves each list in turn with an uninterrupted run, the second replacing the first.
        /// - Returns: each saved document, as dringo wrote it, and how long the replacement took: the
        ///   window the kills land in.
        private static func saveEach(of lists: [GeneratedFeed], in sandbox: Sandbox) async throws -> (documents: [Data], window: Duration) {
            let clock = ContinuousClock()
            var documents: [Data] = []
            var window = Duration.zero
            for list in lists {
                try sandbox.remote().setRoutes([ReliabilityFeed.path: list.route])
                let start = clock.now
                let run = try await sandbox.dringo(ReliabilityFeed.arguments, environment: ReliabilityFeed.environment)
                window = clock.now - start
                try #require(run.exitCode == 0, "\(run)")
                try #require(try sandbox.cache.savedFeed() == .names(list.names), "an uninterrupted run saves the whole list")
                documents.append(try sandbox.cache.contents())
            }
            ReliabilityReport.note("SF-1 one uninterrupted replacement of a 60,000-item list: \(ReliabilityReport.seconds(window))")
            return (documents, window)
        }

        /// After the kills: only the killed writers' temporary files may be left, and neither a read,
        /// a validation nor the next save chokes on them, nor on a torn one planted among them.
        private static func expectCacheStillUsable(_ sandbox: Sandbox, killed: Set<Int32>, lists: [GeneratedFeed]) async throws {
            let leftovers = try sandbox.cacheLeftovers()
            ReliabilityReport.note("SF-1 temporary files left by killed writers: \(leftovers.count)")
            #expect(try sandbox.unexplainedCacheLeftovers(killed: killed) == [], "only a killed writer's temporary file may remain")
            // The kills rarely land in the short write itself, so one such leftover is planted: half a document.
            let planted = ".feed.json.\(killed.min() ?? 1).badc0ffee.tmp"
            try Data(#"{"version":1,"timestamp":1,"items":[{"id":1,"name":"Torn"#.utf8)
                .write(to: sandbox.cacheDirectory.appendingPathComponent(planted))

            let saved = try sandbox.cache.savedFeed()
            let offline = try await sandbox.dringo(["feed", "--offline", "--limit", "1"])
            let validate = try await sandbox.dringo(["cache", "validate"])
            switch saved {
            case let .names(names):
                #expect(
                    offline.exitCode == 0 && FeedText.entries(in: offline.standardOutput) == GeneratedFeed.entries(named: names.prefix(1)),
                    "\(offline)")
                #expect(validate.exitCode == 0 && validate.standardOutput == "The saved cocktail list is valid.\n", "\(validate)")
            case .absent:
                #expect(offline.exitCode == 1, "\(offline)")
                #expect(validate.exitCode == 0 && validate.standardOutput == "There is no saved cocktail list.\n", "\(validate)")
            }

            let served = lists.first { .names($0.names) != saved } ?? lists[0]
            try sandbox.remote().setRoutes([ReliabilityFeed.path: served.route])
            let save = try await sandbox.dringo(ReliabilityFeed.arguments, environment: ReliabilityFeed.environment)
            #expect(save.exitCode == 0 && save.standardError == "", "\(save)")
            #expect(try sandbox.cache.savedFeed() == .names(served.names), "the next save replaces the list whole")
            #expect(Set(try sandbox.cacheLeftovers()).isSubset(of: Set(leftovers + [planted])), "the next save leaves no file of its own")
        }

        private static func describe(_ saved: SavedFeed) -> String {
            switch saved {
            case .absent: "no cache"
            case let .names(names): "\(names.count) names, \(names.first ?? "none") to \(names.last ?? "none")"
            }
        }
    }
}
