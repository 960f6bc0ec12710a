import Foundation
import Testing

/// Use case "Load cocktails from remote", not found: the server answers 404, as it does at a wrong origin or key.
struct FeedNotFoundEndToEndTests {
    @Test("RF-4, FS-2: feed at an origin that answers 404 says what to check: exit 1 with nothing saved, else the saved list")
    func feed_saysWhatToCheck_onNotFound() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let wrongOrigin = try sandbox.remote().baseURL + "/no-such-mirror"

        let withoutCache = try await sandbox.dringo(["feed"], baseURL: wrongOrigin)

        #expect(withoutCache.exitCode == 1, "\(withoutCache)")
        #expect(withoutCache.standardOutput == "")
        #expect(
            withoutCache.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked, and there is no cocktail list saved in the last 7 days; check DRINGO_BASE_URL and DRINGO_API_KEY.\n"
        )
        #expect(!sandbox.cache.exists)

        _ = try await sandbox.dringo(["feed"])
        let withCache = try await sandbox.dringo(["feed"], baseURL: wrongOrigin)

        #expect(withCache.exitCode == 0, "\(withCache)")
        #expect(FeedText.entries(in: withCache.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(
            withCache.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked (check DRINGO_BASE_URL and DRINGO_API_KEY); showing the cocktail list saved just now.\n"
        )
    }
}
