import Foundation
import Testing

/// The feed story's offline scenarios: the cache a previous online run saved, at various ages.
struct FeedOfflineEndToEndTests {
    @Test("FS-2, CF-1: feed --offline shows the list saved six days ago, without asking the server")
    func feedOffline_showsListSavedSixDaysAgo() async throws {
        let sandbox = try await Sandbox.withSavedList()
        try sandbox.cache.setSavedAt(.daysAgo(6))

        let run = try await sandbox.dringo(["feed", "--offline"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "Showing the cocktail list saved 6 days ago.\n")
        #expect(try sandbox.remote().requests().count == 1, "only the run that saved the list asked the server")
    }

    @Test("FS-2, RF-3: feed shows the saved list when the server has gone away")
    func feed_showsSavedList_whenServerHasStopped() async throws {
        let sandbox = try await Sandbox.withSavedList()
        try sandbox.cache.setSavedAt(.daysAgo(3))
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["feed"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "Could not reach TheCocktailDB; showing the cocktail list saved 3 days ago.\n")
    }

    @Test("FS-3, CF-3, VC-3: feed --offline fails with exit 1 on a list saved seven days ago, and deletes it")
    func feedOffline_failsAndDeletesCache_whenSavedSevenDaysAgo() async throws {
        let sandbox = try await Sandbox.withSavedList()
        try sandbox.cache.setSavedAt(.daysAgo(7, plusSeconds: 60))

        let run = try await sandbox.dringo(["feed", "--offline"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
        #expect(!sandbox.cache.exists, "validation deletes the expired cache before dringo exits")
    }

    @Test("FS-4, CF-4: feed --offline fails with exit 1 when no list was ever saved")
    func feedOffline_fails_whenNothingWasSaved() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["feed", "--offline"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
    }

    @Test("FS-4, RF-3: feed fails with exit 1 when the server refuses connections and no list was saved")
    func feed_fails_whenServerUnreachableAndNothingSaved() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["feed"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not reach TheCocktailDB, and there is no cocktail list saved in the last 7 days; check your connection, or run 'dringo --demo feed' to try dringo without one.\n"
        )
        #expect(!sandbox.cache.exists)
    }
}
