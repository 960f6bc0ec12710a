import CocktailDBAPI
import FeedFeature
import Foundation
import HTTPCore

// The stub client answers whatever the URL, so the origin only shows where a real client would go.
guard let baseURL = URL(string: "https://www.thecocktaildb.com") else { exit(1) }
let endpoint = CocktailDBEndpoint(baseURL: baseURL, key: .freeTest)
let store = InMemoryFeedStore()

func makeFeedLoader(client: any HTTPClient) -> FeedLoaderWithLocalFallbackComposite {
    FeedLoaderWithLocalFallbackComposite(
        remote: RemoteResourceLoader(url: FeedEndpoint.url(for: endpoint), client: client, mapper: FeedItemsMapper.map),
        local: LocalFeedLoader(store: store, currentDate: { Date() }),
        onCacheSaveFailure: { error in FileHandle.standardError.write(Data("Not saved: \(error)\n".utf8)) }
    )
}

func show(_ feed: FeedWithOrigin) {
    switch feed.origin {
    case .remote:
        print("From the remote:")
    case let .cache(savedAt, reason):
        print("From the cache saved at \(savedAt), because of \(reason):")
    }
    for item in feed.items {
        print("  \(item.id) \(item.name)")
    }
}

do {
    show(try await makeFeedLoader(client: StubHTTPClient(isOnline: true)).load())
    show(try await makeFeedLoader(client: StubHTTPClient(isOnline: false)).load())
} catch {
    FileHandle.standardError.write(Data("No list to show: \(error)\n".utf8))
    exit(1)
}
