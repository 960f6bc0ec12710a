import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import IngredientsFeature
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB search, lookup and random")
final class SearchRoutesTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    private static let margaritas = [
        "Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita", "Strawberry Margarita", "Smashed Watermelon Margarita",
    ]

    // MARK: - search.php?s=

    @Test("search.php answers every drink whose name contains the text, ignoring case and diacritics")
    func search_answersDrinksContainingText() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("search.php?s=M%C3%81RGARITA"))

        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try drinkNames(in: data) == Self.margaritas)
    }

    @Test("search.php answers the drinks' recorded objects with every recorded member")
    func search_answersRecordedObjects() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let recorded = try Recorded.fullDrinks()

        let (data, _) = try await sut.get(from: apiURL("search.php?s=gin"))

        let objects = try #require(try drinkObjects(in: data))
        #expect(objects.count == 20)
        for object in objects {
            let id = try #require(object["idDrink"] as? String)
            #expect(recorded[id]?.contains(object as NSDictionary) == true, "drink \(id) should be served as recorded")
        }
    }

    @Test("search.php answers null drinks when no name contains the text")
    func search_answersNullDrinksOnMiss() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("search.php?s=Green%20Chartreuse"))

        #expect(response.statusCode == 200)
        #expect(data == (try Fixtures.data("search-no-match.json")))
    }

    @Test("search.php reads a plus in the query as a space, as PHP does")
    func search_readsPlusAsSpace() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?s=tommy%27s+margarita"))

        #expect(try drinkNames(in: data) == ["Tommy's Margarita"])
    }

    @Test("search.php with an empty text answers every drink")
    func search_answersEveryDrinkOnEmptyText() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?s="))

        #expect(Set(try drinkIDs(in: data)) == (try Recorded.fullDrinkIDs()))
    }

    @Test("ingredients by name deliver the exactly named drink among several results")
    func ingredientsByName_deliverExactMatchAmongSeveral() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        let recipe = try await loader.load(.name("margarita"))

        #expect(recipe.id == 11007)
        #expect(recipe.ingredients.map(\.name) == ["Tequila", "Triple sec", "Lime juice", "Salt"])
    }

    @Test("ingredients by name are ambiguous when several names contain the text and none equals it")
    func ingredientsByName_areAmbiguousForGin() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        await #expect(
            throws: IngredientsLookupError.ambiguousName(candidates: [
                "Gin Fizz", "Gin Sour", "Pink Gin", "Gin Daisy", "Gin Sling", "Gin Smash", "Gin Toddy", "Gin Cooler", "Gin Squirt",
                "Gin Rickey", "Gin Swizzle", "Gin and Soda", "Gin And Tonic", "Royal Gin Fizz", "Gin Basil Smash", "Sloe Gin Cocktail",
                "Pineapple Gingerale Smoothie", "Ramos Gin Fizz", "Gin Lemon", "Gin Tonic",
            ])
        ) {
            try await loader.load(.name("gin"))
        }
    }

    @Test("ingredients by name find no such cocktail when nothing matches")
    func ingredientsByName_findNoSuchCocktailOnMiss() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        await #expect(throws: IngredientsLookupError.noSuchCocktail) {
            try await loader.load(.name("Green Chartreuse"))
        }
    }

    @Test("ingredients by a name the endpoint percent-encodes reach the handler as one value")
    func ingredientsByName_withReservedCharacters_deliverTheDrink() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        let recipe = try await loader.load(.name("Tommy's Margarita"))

        #expect(recipe.id == 17216)
    }

    // MARK: - lookup.php

    @Test("lookup.php answers the drink with that id as recorded")
    func lookup_answersDrinkWithThatID() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("lookup.php?i=11008"))

        #expect(response.statusCode == 200)
        let objects = try #require(try drinkObjects(in: data))
        let recorded = try #require(try drinkObjects(in: Fixtures.data("lookup-11008-manhattan.json")))
        #expect(objects.map { $0 as NSDictionary } == recorded.map { $0 as NSDictionary })
    }

    @Test("ingredients by id deliver the looked-up drink's recipe")
    func ingredientsByID_deliverRecipe() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        let recipe = try await loader.load(.id(11008))

        #expect(recipe.name == "Manhattan")
        #expect(recipe.ingredients.count == 6)
    }

    @Test("lookup.php answers null drinks for an id never recorded")
    func lookup_answersNullDrinksForUnknownID() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("lookup.php?i=174665751"))

        #expect(response.statusCode == 200)
        #expect(data == (try Fixtures.data("lookup-no-match.json")))
    }

    // MARK: - random.php

    @Test("random.php answers one recorded drink that maps as a full drink")
    func random_answersOneRecordedFullDrink() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("random.php"))

        let drinks = try DrinksMapper.map(data, from: response)
        #expect(drinks.count == 1)
        #expect(try Recorded.fullDrinkIDs().contains(String(try #require(drinks.first).id)))
    }

    @Test("random.php picks the same drinks for the same seed")
    func random_picksSameDrinksForSameSeed() async throws {
        let first = makeSUT(seed: 42, tracker: leakTracker)
        let second = makeSUT(seed: 42, tracker: leakTracker)

        let firstPicks = try await picks(20, from: first)
        let secondPicks = try await picks(20, from: second)

        #expect(firstPicks == secondPicks)
        #expect(Set(firstPicks).count > 1)
    }

    @Test("random.php reaches every recorded drink over many draws")
    func random_reachesEveryDrink() async throws {
        let sut = makeSUT(seed: 7, tracker: leakTracker)

        let picked = try await picks(1_500, from: sut)

        #expect(Set(picked) == (try Recorded.fullDrinkIDs()))
    }

    @Test("random.php answers concurrent requests each with one drink")
    func random_answersConcurrentRequests() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<32 {
                group.addTask { try drinkIDs(in: try await sut.get(from: apiURL("random.php")).0).count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(counts == Array(repeating: 1, count: 32))
    }

    private func picks(
        _ count: Int, from sut: SimulatedCocktailDB, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        var picks: [String] = []
        for _ in 0..<count {
            let (data, _) = try await sut.get(from: apiURL("random.php"))
            picks += try drinkIDs(in: data, sourceLocation: sourceLocation)
        }
        return picks
    }
}
