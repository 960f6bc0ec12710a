import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching
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

    @Test("search.php answers every drink whose name contains the text, ignoring case and diacritics, shortest first as recorded")
    func search_answersDrinksContainingText() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("search.php?s=M%C3%81RGARITA"))

        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try drinkNames(in: data) == Self.margaritas)
    }

    @Test("search.php answers the drinks' recorded objects with every recorded member, shortest name first")
    func search_answersRecordedObjects() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?s=gin"))

        let objects = try #require(try drinkObjects(in: data))
        #expect(objects.count == 20)
        for object in objects {
            let id = try #require(object["idDrink"] as? String)
            #expect(object as NSDictionary == (try FixtureCatalogue.object(withID: id)), "drink \(id) should be served as recorded")
        }
        let lengths = try drinkNames(in: data).map(\.count)
        #expect(lengths == lengths.sorted())
    }

    @Test("search.php finds every drink a name search should, in the whole catalogue", arguments: ["a", "the", "é", "punch"])
    func search_findsEveryMatchingDrink(text: String) async throws {
        let sut = makeSUT(tracker: leakTracker)
        let query = try #require(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics))

        let (data, _) = try await sut.get(from: apiURL("search.php?s=\(query)"))

        let folded = { (name: String) in name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let expected = try FixtureCatalogue.drinks().filter { folded($0.name).contains(folded(text)) }.map(\.id)
        #expect(Set(try drinkIDs(in: data)) == Set(expected))
        #expect(try drinkIDs(in: data).count == expected.count)
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

        #expect(try drinkIDs(in: data).count == 636)
        #expect(Set(try drinkIDs(in: data)) == Set(try FixtureCatalogue.drinks().map(\.id)))
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

        let error = await #expect(throws: CocktailLookupError.self) { try await loader.load(.name("gin")) }

        guard case let .ambiguousName(candidates)? = error else {
            Issue.record("not ambiguous: \(String(describing: error))")
            return
        }
        #expect(
            candidates.map(\.name) == [
                "Gin Fizz", "Gin Sour", "Pink Gin", "Gin Tonic", "Gin Toddy", "Gin Smash", "Gin Daisy", "Gin Lemon", "Gin Sling",
                "Gin Rickey", "Gin Squirt", "Gin Cooler", "Gin Swizzle", "Gin and Soda", "Gin And Tonic", "Ramos Gin Fizz",
                "Royal Gin Fizz", "Gin Basil Smash", "Sloe Gin Cocktail", "Pineapple Gingerale Smoothie",
            ])
    }

    @Test("ingredients by name find no such cocktail when nothing matches")
    func ingredientsByName_findNoSuchCocktailOnMiss() async throws {
        let loader = RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: freeKeyEndpoint)

        await #expect(throws: CocktailLookupError.noSuchCocktail) {
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

    @Test("DS-12: lookup.php answers every drink of the catalogue by its id, as recorded, byte for byte")
    func lookup_answersEveryDrinkAsRecorded() async throws {
        let sut = makeSUT(tracker: leakTracker)

        for letter in FixtureCatalogue.letters {
            let file = String(decoding: try FixtureCatalogue.fileData(letter), as: UTF8.self)
            for drink in try FixtureCatalogue.drinks(startingWith: letter) {
                let (data, response) = try await sut.get(from: apiURL("lookup.php?i=\(drink.id)"))
                #expect(response.statusCode == 200)
                let body = String(decoding: data, as: UTF8.self)
                #expect(body.hasPrefix(#"{"drinks":[{"idDrink":"\#(drink.id)","#) && body.hasSuffix("}]}"), "\(drink.id)")
                #expect(file.contains(body.dropFirst(#"{"drinks":["#.count).dropLast(2)), "\(drink.id) is answered as recorded")
            }
        }
    }

    @Test("lookup.php answers the Manhattan recorded in 2021 with the same recipe")
    func lookup_answersRecordedManhattan() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("lookup.php?i=11008"))

        let served = try #require(try drinkObjects(in: data)?.first)
        let recorded = try #require(try drinkObjects(in: Fixtures.data("lookup-11008-manhattan.json"))?.first)
        for slot in 1...15 {
            #expect(served["strIngredient\(slot)"] as? String == recorded["strIngredient\(slot)"] as? String)
            #expect(served["strMeasure\(slot)"] as? String == recorded["strMeasure\(slot)"] as? String)
        }
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
        #expect(try FixtureCatalogue.drinks().map(\.id).contains(String(try #require(drinks.first).id)))
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

    @Test("random.php reaches every drink of the catalogue over many draws")
    func random_reachesEveryDrink() async throws {
        let sut = makeSUT(seed: 7, tracker: leakTracker)

        let picked = try await picks(8_000, from: sut)

        #expect(Set(picked) == Set(try FixtureCatalogue.drinks().map(\.id)))
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
