import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

/// The mapper against real bodies recorded from TheCocktailDB (see `Tests/Fixtures/thecocktaildb/SOURCES.md`).
@Suite("Feed items mapper with recorded responses")
struct FeedItemsMapperFixtureTests {
    @Test("RF-1: map delivers the recorded Cocktail category in the source's order")
    func map_deliversRecordedCocktailCategoryInSourceOrder() throws {
        let data = try Fixtures.data("filter-category-cocktail.json")

        let items = try FeedItemsMapper.map(data, from: httpResponse(200))

        #expect(items.count == 100)
        #expect(
            items.first
                == CocktailItem(
                    id: 15346,
                    name: "155 Belmont",
                    description: nil,
                    imageURL: URL(string: "https://www.thecocktaildb.com/images/media/drink/yqvvqs1475667388.jpg")
                ))
        #expect(items.last?.name == "Mojito Extra")
        #expect(items.map(\.id) == (try recordedIDs(in: data)))
    }

    @Test("RF-1: map delivers the recorded v2 drinks with their instructions as descriptions")
    func map_deliversRecordedV2DrinksWithDescriptions() throws {
        let data = try Fixtures.data("latest-v2.json")

        let items = try FeedItemsMapper.map(data, from: httpResponse(200))

        #expect(items.count == 10)
        #expect(items.map(\.id) == (try recordedIDs(in: data)))
        #expect(items.allSatisfy { $0.description?.isEmpty == false && $0.imageURL != nil })
        let first = try #require(items.first)
        #expect(first.id == 178369)
        #expect(first.name == "Cocktail Horse’s Neck")
        #expect(first.description?.hasPrefix("Wash and brush an organic, untreated lemon") == true)
        #expect(first.imageURL == URL(string: "https://www.thecocktaildb.com/images/media/drink/4vobt21643844913.jpg"))
    }

    @Test("RF-1: map delivers every recorded drink of a drinks answer", arguments: try drinksAnswerNames())
    func map_deliversEveryRecordedDrinkOfDrinksAnswer(fixture: String) throws {
        let data = try Fixtures.data(fixture)

        let items = try FeedItemsMapper.map(data, from: httpResponse(200))

        #expect(items.map(\.id) == (try recordedIDs(in: data)))
        #expect(items.allSatisfy { !$0.name.isEmpty })
    }

    @Test("RF-2: map throws invalid data on a recorded answer with no drinks member")
    func map_throwsInvalidDataOnRecordedAnswerWithoutDrinksMember() throws {
        let data = try Fixtures.data(ingredientDetailsFixture)

        #expect(throws: RemoteLoadError.invalidData) {
            try FeedItemsMapper.map(data, from: httpResponse(200))
        }
    }
}

/// `search.php?i=vodka` answers with `{"ingredients": …}`, not with drinks.
private let ingredientDetailsFixture = "search-ingredient-vodka.json"

/// Every recorded answer that lists drinks (or `null` for a miss).
private func drinksAnswerNames() throws -> [String] {
    try ["filter-", "latest-", "search-", "random-", "lookup-"]
        .flatMap { try Fixtures.names(withPrefix: $0) }
        .filter { $0 != ingredientDetailsFixture }
}

/// The ids of a recorded answer, read without the mapper: what it should deliver, in order.
private func recordedIDs(in data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int] {
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    let drinks = root["drinks"] as? [[String: Any]] ?? []
    return try drinks.map { drink in
        try #require((drink["idDrink"] as? String).flatMap { Int($0) }, sourceLocation: sourceLocation)
    }
}
