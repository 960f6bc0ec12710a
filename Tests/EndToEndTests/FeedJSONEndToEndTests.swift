import Foundation
import Testing

/// `dringo feed --format json`: one document on stdout, which says where the list came from.
struct FeedJSONEndToEndTests {
    @Test("RF-1, CF-1: feed in JSON names the remote as the source online, then the cache and when it was saved offline")
    func feedJSON_namesRemoteThenCacheAsSource() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let beforeSaving = Date()

        let online = try await sandbox.dringo(["feed", "--format", "json"])
        let afterSaving = Date()
        let offline = try await sandbox.dringo(["feed", "--offline", "--format", "json"])

        #expect(online.exitCode == 0, "\(online)")
        let remote = try FeedDocument(online.standardOutput)
        #expect(remote.source == "remote")
        #expect(remote.cachedAtIsNull)
        #expect(remote.entries == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(remote.firstItem?["id"] as? Int == 15346)
        #expect(remote.firstItem?["imageURL"] as? String == "https://www.thecocktaildb.com/images/media/drink/yqvvqs1475667388.jpg")

        #expect(offline.exitCode == 0, "\(offline)")
        let cached = try FeedDocument(offline.standardOutput)
        #expect(cached.source == "cache")
        #expect(cached.entries == remote.entries)
        let cachedAt = try #require(cached.cachedAt, "cachedAt should be a string")
        let savedAt = try #require(ISO8601DateFormatter().date(from: cachedAt), "'\(cachedAt)' should be ISO-8601")
        #expect(savedAt >= beforeSaving.addingTimeInterval(-1) && savedAt <= afterSaving.addingTimeInterval(1))
    }
}

/// The feed's JSON document, read back with Foundation's own parser.
private struct FeedDocument {
    let source: String?
    let cachedAt: String?
    let cachedAtIsNull: Bool
    let items: [[String: Any]]

    init(_ output: String) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        source = object["source"] as? String
        cachedAt = object["cachedAt"] as? String
        cachedAtIsNull = object["cachedAt"] is NSNull
        items = try #require(object["items"] as? [[String: Any]])
    }

    var entries: [FeedEntry] {
        items.compactMap { item in (item["name"] as? String).map { FeedEntry(id: item["id"] as? Int, name: $0) } }
    }
    var firstItem: [String: Any]? { items.first }
}
