import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport
import Testing

/// Cache documents for the mutants to start from, written by the store itself.
enum CacheDocumentCorpus {
    /// A document for each of two recorded feeds and one for an empty feed, all saved at `timestamp`.
    /// A feed keeps at most 30 items: a longer document takes longer to decode and finds nothing more.
    ///
    /// Each document's keys are sorted before it becomes a corpus entry, so a seed replays the same
    /// mutants whatever order the store's encoder writes keys in (`JSONEncoder`'s changed from one
    /// process to the next).
    static func documents(writtenBy store: FileSystemFeedStore, timestamp: Date) async throws -> [CorpusEntry] {
        var corpus: [CorpusEntry] = []
        for name in ["filter-category-cocktail.json", "latest-v2.json", nil] {
            let items = try name.map { try FeedItemsMapper.map(Fixtures.data($0), from: httpResponse(200)) } ?? []
            let feed = items.prefix(30).map {
                LocalCocktailItem(id: $0.id, name: $0.name, description: $0.description, imageURL: $0.imageURL)
            }
            try await store.save(CachedFeed(feed, timestamp: timestamp))
            let document = try #require(JSONValue(parsing: try Data(contentsOf: store.fileURL)))
            let data = JSONWriter.data(for: document)
            try ScratchFile.overwrite(store.fileURL, with: data)
            #expect(
                try await store.retrieve() == CachedFeed(feed, timestamp: timestamp), "the sorted document must read back as written")
            corpus.append(CorpusEntry(name: "cache of \(name ?? "no items")", data: data))
        }
        return corpus
    }
}
