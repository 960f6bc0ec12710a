import Foundation
import Testing

/// The feed story's online scenario, with the real binary and a real HTTP server.
struct FeedOnlineEndToEndTests {
    @Test(
        "FS-1, SF-1: feed online shows the served list in order, each name after its id, and saves it; the next list replaces it entirely")
    func feed_showsServedListAndReplacesCache_whenOnline() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let server = try sandbox.remote()

        let first = try await sandbox.dringo(["feed"])

        #expect(first.exitCode == 0, "\(first)")
        #expect(first.standardError == "")
        #expect(FeedText.title(in: first.standardOutput) == "Cocktails")
        #expect(FeedText.entries(in: first.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(sandbox.cache.exists, "the remote list is saved")

        try server.setRoutes([APIPath.feed: .recorded(RecordedFeed.nonAlcoholic)])
        let second = try await sandbox.dringo(["feed"])
        let offline = try await sandbox.dringo(["feed", "--offline"])

        let replacement = try RecordedFeed.entries(in: RecordedFeed.nonAlcoholic)
        #expect(second.exitCode == 0, "\(second)")
        #expect(FeedText.entries(in: second.standardOutput) == replacement)
        #expect(offline.exitCode == 0, "\(offline)")
        #expect(FeedText.entries(in: offline.standardOutput) == replacement, "the saved list is the new one, with nothing of the old")
        #expect(offline.standardError == "Showing the cocktail list saved just now.\n")
    }

    @Test("FS-1: feed asks the free key's category list, as dringo, once per run")
    func feed_requestsCategoryListWithDringoUserAgent() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])

        _ = try await sandbox.dringo(["feed"])

        let requests = try sandbox.remote().requests()
        #expect(requests.map(\.method) == ["GET"])
        #expect(requests.map(\.path) == [APIPath.feed])
        #expect(requests.first?.userAgent?.hasPrefix("dringo/") == true, "User-Agent: \(requests.first?.userAgent ?? "none")")
    }

    @Test("FS-1: feed keeps the origin's path prefix, such as a mirror's /mirror")
    func feed_keepsPathPrefixOfOrigin() async throws {
        let sandbox = try await Sandbox.online(serving: ["/mirror" + APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let server = try sandbox.remote()

        let run = try await sandbox.dringo(["feed"], baseURL: server.baseURL + "/mirror")

        #expect(run.exitCode == 0, "\(run)")
        #expect(try server.requests().map(\.path) == ["/mirror/api/json/v1/1/filter.php?c=Cocktail"])
        let entries = FeedText.entries(in: run.standardOutput)
        #expect(entries.count == 100 && entries.allSatisfy { $0.id != nil }, "every name after its id")
    }

    @Test("RF-1: feed with a production key asks popular.php under v2, and keeps the key out of the output and the cache")
    func feed_requestsPopularListWithProductionKey_andKeepsKeySecret() async throws {
        let key = "s3cr3t-patreon-key"
        let sandbox = try await Sandbox.online(serving: ["/api/json/v2/\(key)/popular.php": .recorded(RecordedFeed.popular)])

        let run = try await sandbox.dringo(["feed"], environment: ["DRINGO_API_KEY": key])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try sandbox.remote().requests().map(\.path) == ["/api/json/v2/\(key)/popular.php"])
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.popular)))
        #expect(
            run.standardOutput.contains("    Wash and brush an organic, untreated lemon"), "a full drink's instructions are its description"
        )
        #expect(!run.standardOutput.contains(key) && !run.standardError.contains(key))
        #expect(!String(decoding: try sandbox.cache.contents(), as: UTF8.self).contains(key))
    }
}
