import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB filtered lists")
final class FilterRoutesTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test(
        "DS-12: filter.php answers, for every value a drink has, the drinks with it by name, at most 100 under the free key and all under a production key",
        arguments: FixtureCatalogue.Field.allCases)
    func filter_answersDrinksWithEveryValue(field: FixtureCatalogue.Field) async throws {
        let sut = makeSUT(tracker: leakTracker)
        let values = try FixtureCatalogue.listValues(field)
        #expect(values.count > 2)

        for value in values {
            let query = "filter.php?\(field.rawValue)=\(try #require(Self.queryValue(value)))"
            let (free, _) = try await sut.get(from: apiURL(query))
            let (production, _) = try await sut.get(from: productionAPIURL(query))

            #expect(
                try drinkIDs(in: free) == (try FixtureCatalogue.filterIDs(field, value, cap: FixtureCatalogue.freeKeyListCap)), "\(query)")
            #expect(try drinkIDs(in: production) == (try FixtureCatalogue.filterIDs(field, value)), "\(query)")
        }
    }

    @Test(
        "DS-12: filter.php caps the long lists at 100 under the free key, and a production key gets them whole",
        arguments: [
            ("c=Cocktail", 147), ("c=Ordinary_Drink", 276), ("g=Cocktail%20glass", 140), ("g=Highball_glass", 130), ("a=Alcoholic", 569),
            ("i=Gin", 108), ("i=Vodka", 103),
        ])
    func filter_capsLongListsUnderFreeKey(query: String, whole: Int) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (free, _) = try await sut.get(from: apiURL("filter.php?\(query)"))
        let (production, _) = try await sut.get(from: productionAPIURL("filter.php?\(query)"))

        #expect(try drinkIDs(in: free).count == 100)
        #expect(try drinkIDs(in: production).count == whole)
        #expect(try drinkIDs(in: free) == Array(try drinkIDs(in: production).prefix(100)))
    }

    @Test(
        "DS-12: filter.php matches ignoring case and surrounding white space, and reads _ as a space",
        arguments: [
            ("c=ordinary_drink", "c=Ordinary%20Drink"), ("c=%20COCKTAIL%20", "c=Cocktail"), ("a=Non_Alcoholic", "a=Non%20alcoholic"),
            ("g=highball+GLASS", "g=Highball%20glass"), ("i=lemon_juice", "i=Lemon%20juice"),
            ("i=J%C3%84GERMEISTER", "i=J%C3%A4germeister"),
        ])
    func filter_matchesIgnoringCaseAndUnderscores(query: String, plain: String) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: productionAPIURL("filter.php?\(query)"))
        let (expected, _) = try await sut.get(from: productionAPIURL("filter.php?\(plain)"))

        #expect(try !drinkIDs(in: data).isEmpty)
        #expect(data == expected)
    }

    @Test(
        "DS-12: filter.php answers null drinks for a value no drink has, and for a blank one",
        arguments: ["c=Shots", "i=Unobtainium", "g=", "a=%20"])
    func filter_answersNullDrinksOnMiss(query: String) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: apiURL("filter.php?\(query)"))

        #expect(response.statusCode == 200)
        #expect(data == Data(#"{"drinks":null}"#.utf8))
    }

    @Test("DS-12: a filtered list's items carry the name, picture and id, in the API's order and spelling")
    func filterItems_carryNamePictureAndID() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("filter.php?i=Ice"))

        let body = String(decoding: data, as: UTF8.self)
        #expect(
            body.hasPrefix(
                #"{"drinks":[{"strDrink":"A Piece of Ass","strDrinkThumb":"https:\/\/www.thecocktaildb.com\/images\/media\/drink\/tqxyxx1472719737.jpg","idDrink":"16405"},"#
            ))
        for item in try #require(try drinkObjects(in: data)) {
            #expect(Set(item.keys) == ["strDrink", "strDrinkThumb", "idDrink"])
        }
    }

    @Test("DS-12: the recorded non-alcoholic list is what filter.php?a=Non_Alcoholic answers, in its order")
    func nonAlcoholic_answersRecordedList() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("filter.php?a=Non_Alcoholic"))

        let recorded = try #require(try drinkObjects(in: Fixtures.data("filter-alcoholic-non-alcoholic.json")))
        #expect(try #require(try drinkObjects(in: data)).map { $0 as NSDictionary } == recorded.map { $0 as NSDictionary })
    }

    @Test("DS-12: every gin drink recorded in 2021 is in today's list, which is in name order")
    func gin_holdsEveryRecordedGinDrink() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: productionAPIURL("filter.php?i=Gin"))

        let names = try drinkNames(in: data)
        #expect(Set(try drinkIDs(in: data)).isSuperset(of: try drinkIDs(in: Fixtures.data("filter-ingredient-gin.json"))))
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test("DS-12: concurrent filtered lists answer as one at a time does")
    func concurrentFilters_answerAsSequentialOnes() async throws {
        let queries = [
            "c=Cocktail", "g=Cocktail_glass", "a=Alcoholic", "i=Gin", "c=Shot", "i=Lime_juice", "g=Highball_glass", "a=Optional_alcohol",
        ]
        let sequential = makeSUT(tracker: leakTracker)
        let concurrent = makeSUT(tracker: leakTracker)
        var expected: [String: Data] = [:]
        for query in queries { expected[query] = try await sequential.get(from: apiURL("filter.php?\(query)")).0 }

        let answers = try await withThrowingTaskGroup(of: (String, Data).self) { group in
            for _ in 0..<4 {
                for query in queries { group.addTask { (query, try await concurrent.get(from: apiURL("filter.php?\(query)")).0) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(answers.count == queries.count * 4)
        for (query, data) in answers { #expect(data == expected[query], "\(query)") }
    }

    /// The value as a query writes it: percent-encoded where a query needs it.
    private static func queryValue(_ value: String) -> String? {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+")
        return value.addingPercentEncoding(withAllowedCharacters: allowed)
    }
}
