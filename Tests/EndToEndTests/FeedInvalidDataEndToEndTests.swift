import Foundation
import Testing

/// Use case "Load cocktails from remote", invalid data: the server answers, but not with a feed.
struct FeedInvalidDataEndToEndTests {
    @Test(
        "RF-2, FS-2: feed on invalid data fails with exit 1 with nothing saved, else shows the saved list, untouched",
        arguments: InvalidFeedAnswer.allCases)
    func feed_fallsBackToSavedList_onInvalidData(answer: InvalidFeedAnswer) async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: answer.route])
        let server = try sandbox.remote()

        let withoutCache = try await sandbox.dringo(["feed"])

        #expect(withoutCache.exitCode == 1, "\(withoutCache)")
        #expect(withoutCache.standardOutput == "")
        #expect(
            withoutCache.standardError
                == "TheCocktailDB sent data dringo could not read, and there is no cocktail list saved in the last 7 days.\n")
        #expect(!sandbox.cache.exists, "invalid data is never saved")

        try server.setRoutes([APIPath.feed: .recorded(RecordedFeed.cocktails)])
        _ = try await sandbox.dringo(["feed"])
        let saved = try sandbox.cache.contents()
        try server.setRoutes([APIPath.feed: answer.route])
        let withCache = try await sandbox.dringo(["feed"])

        #expect(withCache.exitCode == 0, "\(withCache)")
        #expect(FeedText.entries(in: withCache.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(withCache.standardError == "TheCocktailDB sent data dringo could not read; showing the cocktail list saved just now.\n")
        #expect(try sandbox.cache.contents() == saved, "the saved list is kept as it was")
    }
}

/// Answers that are not a feed, as TheCocktailDB and the proxies in front of it have sent them.
enum InvalidFeedAnswer: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case serverErrorWithFeedBody
    case htmlPage
    case drinksNoneFound
    case emptyBody

    var route: FixtureRoute {
        switch self {
        case .serverErrorWithFeedBody:
            // A good body does not make a bad status acceptable.
            .recorded(RecordedFeed.cocktails, status: 500)
        case .htmlPage:
            .text("<!DOCTYPE html><html><body><h1>Service Unavailable</h1></body></html>", contentType: "text/html; charset=UTF-8")
        case .drinksNoneFound:
            .text(#"{"drinks":"None Found"}"#)
        case .emptyBody:
            .text("", contentType: "text/html; charset=UTF-8")
        }
    }

    var testDescription: String { rawValue }
}
