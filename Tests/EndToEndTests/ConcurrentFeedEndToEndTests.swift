import Foundation
import Testing

/// Several `dringo feed` processes saving to one cache at the same moment.
struct ConcurrentFeedEndToEndTests {
    private static let processCount = 8

    @Test("SF-1: eight dringo feed processes saving at once leave one whole list and no temporary files")
    func concurrentFeeds_leaveOneWholeList() async throws {
        // Half the processes get one list, half the other, through two path prefixes.
        let sandbox = try await Sandbox.online(serving: [
            "/a" + APIPath.feed: .recorded(RecordedFeed.cocktails),
            "/b" + APIPath.feed: .recorded(RecordedFeed.nonAlcoholic),
        ])
        let server = try sandbox.remote()
        let lists = [
            "/a": try RecordedFeed.entries(in: RecordedFeed.cocktails),
            "/b": try RecordedFeed.entries(in: RecordedFeed.nonAlcoholic),
        ]

        let runs = try await withThrowingTaskGroup(of: (prefix: String, run: DringoRun).self) { group in
            for index in 0..<Self.processCount {
                let prefix = index.isMultiple(of: 2) ? "/a" : "/b"
                group.addTask { (prefix, try await sandbox.dringo(["feed"], baseURL: server.baseURL + prefix)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(runs.count == Self.processCount)
        for (prefix, run) in runs {
            #expect(run.exitCode == 0, "\(run)")
            #expect(run.standardError == "", "\(run)")
            #expect(FeedText.entries(in: run.standardOutput) == lists[prefix], "every process shows the list it was served")
        }
        #expect(try sandbox.cacheDirectoryContents() == ["feed.json"], "no temporary file is left behind")
        #expect(throws: Never.self, "the cache is whole JSON") { try sandbox.cache.document() }

        let offline = try await sandbox.dringo(["feed", "--offline"])

        #expect(offline.exitCode == 0, "\(offline)")
        let saved = FeedText.entries(in: offline.standardOutput)
        #expect(lists.values.contains(saved), "the saved list is one served list, whole, never a mix: \(saved.count) names")
    }
}
