import Foundation

/// Where the feed cache lives. Implementations run their side effects serially and
/// report failures by throwing; they never crash on what they find on disk.
public protocol FeedStore: Sendable {
    func deleteCachedFeed() async throws
    func insert(_ feed: [LocalCocktailItem], timestamp: Date) async throws
    /// The cached feed, or nil when there is none.
    func retrieve() async throws -> CachedFeed?
}
