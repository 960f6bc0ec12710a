import FeedFeature
import Foundation
import Testing

/// What one retrieve delivered, so outcomes compare with `==` whatever the error.
enum RetrievalOutcome: Equatable {
    case empty
    case found(CachedFeed)
    case failure
}

func retrievalOutcome(of sut: any FeedStore) async -> RetrievalOutcome {
    do {
        return try await sut.retrieve().map(RetrievalOutcome.found) ?? .empty
    } catch {
        return .failure
    }
}

func expect(_ sut: any FeedStore, toRetrieve expected: RetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation) async {
    let outcome = await retrievalOutcome(of: sut)
    #expect(outcome == expected, sourceLocation: sourceLocation)
}

func expect(_ sut: any FeedStore, toRetrieveTwice expected: RetrievalOutcome, sourceLocation: SourceLocation = #_sourceLocation) async {
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
}

/// The error the insert threw, or nil when it succeeded.
@discardableResult
func insert(_ cache: CachedFeed, into sut: any FeedStore) async -> (any Error)? {
    do {
        try await sut.insert(cache.feed, timestamp: cache.timestamp)
        return nil
    } catch {
        return error
    }
}

/// The error the delete threw, or nil when it succeeded.
@discardableResult
func deleteCache(from sut: any FeedStore) async -> (any Error)? {
    do {
        try await sut.deleteCachedFeed()
        return nil
    } catch {
        return error
    }
}

/// A cache no other test uses, with items that exercise both the present and the missing optionals.
func uniqueCache(timestamp: Date = Date()) -> CachedFeed {
    CachedFeed(feed: [uniqueItem(), uniqueItemWithoutOptionals()], timestamp: timestamp)
}

func uniqueItem() -> LocalCocktailItem {
    let id = Int.random(in: 1...Int.max)
    return LocalCocktailItem(
        id: id,
        name: "Cocktail \(id)",
        description: "Shake with ice \(id)",
        imageURL: URL(string: "https://images.example/drink/\(id).jpg")
    )
}

private func uniqueItemWithoutOptionals() -> LocalCocktailItem {
    let id = Int.random(in: 1...Int.max)
    return LocalCocktailItem(id: id, name: "Cocktail \(id)", description: nil, imageURL: nil)
}
