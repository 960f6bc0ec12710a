import CocktailDBAPI
import FeedFeature
import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB feeds")
final class FeedRoutesTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("filter.php for the Cocktail category answers the recorded feed body unchanged")
    func filterCocktail_answersRecordedFeedBody() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let url = apiURL("filter.php?c=Cocktail")

        let (data, response) = try await sut.get(from: url)

        #expect(response == HTTPResponse(url: url, statusCode: 200, headers: response.headers))
        #expect(response.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(data == (try Fixtures.data("filter-category-cocktail.json")))
    }

    @Test("the free key's feed maps to the recorded cocktails")
    func freeKeyFeed_mapsToRecordedCocktails() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let loader = RemoteResourceLoader(url: FeedEndpoint.url(for: freeKeyEndpoint), client: sut, mapper: FeedItemsMapper.map)

        let items = try await loader.load()

        #expect(items.count == 100)
        #expect(items.first?.name == "155 Belmont")
        #expect(items.allSatisfy { $0.imageURL != nil })
    }

    @Test("filter.php for a category never recorded answers null drinks")
    func filterOtherCategory_answersNullDrinks() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("filter.php?c=Shot"))

        #expect(response.statusCode == 200)
        #expect(data == Data(#"{"drinks":null}"#.utf8))
    }

    @Test("a production key's feed is a popular list of recorded full drinks with their instructions")
    func productionKeyFeed_deliversRecordedDrinksWithInstructions() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let loader = RemoteResourceLoader(url: FeedEndpoint.url(for: productionKeyEndpoint), client: sut, mapper: FeedItemsMapper.map)

        let items = try await loader.load()

        #expect(items.count == 10)
        #expect(items.first?.name == "Margarita")
        #expect(items.allSatisfy { $0.description != nil && $0.imageURL != nil })
        #expect(Set(items.map { String($0.id) }).isSubset(of: try Recorded.fullDrinkIDs()))
    }

    @Test("popular.php is not found under the free key's v1 prefix")
    func popularUnderFreeKey_answersNotFound() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (_, response) = try await sut.get(from: apiURL("popular.php"))

        #expect(response.statusCode == 404)
    }
}
