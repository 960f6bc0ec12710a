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

    @Test("DS-1: the free key's feed is the catalogue's first 100 cocktails by name, as filter.php?c=Cocktail answers")
    func freeKeyFeed_isFirst100Cocktails() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let url = FeedEndpoint.url(for: freeKeyEndpoint)

        let (data, response) = try await sut.get(from: url)

        #expect(response == HTTPResponse(url: url, statusCode: 200, headers: response.headers))
        #expect(response.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(try drinkIDs(in: data) == (try FixtureCatalogue.filterIDs(.category, "Cocktail", cap: 100)))
    }

    @Test("DS-1: the feed keeps every recorded feed drink that is still a cocktail, named and pictured as recorded")
    func freeKeyFeed_keepsRecordedCocktails() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: FeedEndpoint.url(for: freeKeyEndpoint))

        let served = try #require(try drinkObjects(in: data)).map { $0 as NSDictionary }
        let recorded = try #require(try drinkObjects(in: Fixtures.data("filter-category-cocktail.json"))).map { $0 as NSDictionary }
        // Recorded in 2024, the feed had Apple Karate, a Shake in the 2025 catalogue; the rest is the same.
        let stillCocktails = recorded.filter { $0["idDrink"] as? String != "12564" }
        #expect(stillCocktails.count == 99)
        #expect(Array(served.prefix(99)) == stillCocktails)
        #expect(served.last?["strDrink"] as? String == "Mountain Bramble")
    }

    @Test("DS-11: every drink of the free key's feed is found by lookup.php, under its name")
    func freeKeyFeed_everyDrinkResolvesByLookup() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let (feed, _) = try await sut.get(from: FeedEndpoint.url(for: freeKeyEndpoint))
        let items = try #require(try drinkObjects(in: feed))

        for item in items {
            let id = try #require(item["idDrink"] as? String)
            let (data, _) = try await sut.get(from: apiURL("lookup.php?i=\(id)"))
            #expect(try drinkNames(in: data) == [try #require(item["strDrink"] as? String)], "\(id)")
        }
        #expect(items.count == 100)
    }

    @Test("the free key's feed maps to 100 cocktails, each with a picture")
    func freeKeyFeed_mapsToCocktails() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let loader = RemoteResourceLoader(url: FeedEndpoint.url(for: freeKeyEndpoint), client: sut, mapper: FeedItemsMapper.map)

        let items = try await loader.load()

        #expect(items.count == 100)
        #expect(items.first?.name == "155 Belmont")
        #expect(items.allSatisfy { $0.imageURL != nil })
    }

    @Test("DS-11: a production key's feed is a popular list of catalogue drinks with their instructions")
    func productionKeyFeed_deliversCatalogueDrinksWithInstructions() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let loader = RemoteResourceLoader(url: FeedEndpoint.url(for: productionKeyEndpoint), client: sut, mapper: FeedItemsMapper.map)

        let items = try await loader.load()

        #expect(items.count == 10)
        #expect(items.prefix(2).map(\.name) == ["Margarita", "Manhattan"])
        #expect(items.allSatisfy { $0.description != nil && $0.imageURL != nil })
        #expect(Set(items.map { String($0.id) }).isSubset(of: Set(try FixtureCatalogue.drinks().map(\.id))))
    }

    @Test("popular.php is not found under the free key's v1 prefix")
    func popularUnderFreeKey_answersNotFound() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (_, response) = try await sut.get(from: apiURL("popular.php"))

        #expect(response.statusCode == 404)
    }
}
