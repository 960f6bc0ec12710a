import Foundation
import Testing

/// Use case "Cache cocktails", saving error: a cache directory that cannot be created.
struct CacheSaveFailureEndToEndTests {
    @Test("SF-3: feed online still shows the list, with one warning, when the cache directory cannot be created")
    func feed_showsListWithWarning_whenCacheDirectoryCannotBeCreated() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        // A regular file where a parent directory should be: no permission trick, so it holds for root too.
        let notADirectory = sandbox.directory.appendingPathComponent("not-a-directory")
        try Data("a file".utf8).write(to: notADirectory)

        let run = try await sandbox.dringo(["feed"], environment: ["DRINGO_CACHE_DIR": notADirectory.appendingPathComponent("cache").path])

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "Warning: the cocktail list could not be saved for offline use.\n")
    }
}
