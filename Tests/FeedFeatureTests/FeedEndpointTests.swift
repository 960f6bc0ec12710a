import CocktailDBAPI
import FeedFeature
import Foundation
import Testing

@Suite("Feed endpoint")
struct FeedEndpointTests {
    @Test("RF-1: url is the Cocktail category under v1 with the free key")
    func url_isCocktailCategoryUnderV1WithFreeKey() throws {
        let url = try feedURL(base: "https://www.thecocktaildb.com", key: .freeTest)

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/filter.php?c=Cocktail")
    }

    @Test("RF-1: url is the popular list under v2 with a production key")
    func url_isPopularListUnderV2WithProductionKey() throws {
        let url = try feedURL(base: "https://www.thecocktaildb.com", key: APIKey("9973533"))

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v2/9973533/popular.php")
    }

    @Test(
        "RF-1: url keeps the origin's port and path prefix",
        arguments: [
            "http://127.0.0.1:8080/mirror",
            "http://127.0.0.1:8080/mirror/",
        ])
    func url_keepsPortAndPathPrefixOfOrigin(base: String) throws {
        let free = try feedURL(base: base, key: .freeTest)
        let production = try feedURL(base: base, key: APIKey("9973533"))

        #expect(free.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v1/1/filter.php?c=Cocktail")
        #expect(production.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v2/9973533/popular.php")
    }

    // MARK: - Helpers

    private func feedURL(base: String, key: APIKey, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let baseURL = try #require(URL(string: base), sourceLocation: sourceLocation)
        return FeedEndpoint.url(for: CocktailDBEndpoint(baseURL: baseURL, key: key))
    }
}
