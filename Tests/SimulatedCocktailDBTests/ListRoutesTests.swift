import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB value lists")
final class ListRoutesTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test(
        "DS-12: list.php lists each value once, as the drink with the lowest id spells it, in that order; the free key at most 100 ingredients",
        arguments: FixtureCatalogue.Field.allCases)
    func list_answersEachValueOnce(field: FixtureCatalogue.Field) async throws {
        let sut = makeSUT(tracker: leakTracker)
        let cap = field == .ingredient ? FixtureCatalogue.freeKeyListCap : .max

        let (free, response) = try await sut.get(from: apiURL("list.php?\(field.rawValue)=list"))
        let (production, _) = try await sut.get(from: productionAPIURL("list.php?\(field.rawValue)=list"))

        #expect(response.statusCode == 200)
        #expect(try listedValues(in: free, member: field.listMember) == (try FixtureCatalogue.listValues(field, cap: cap)))
        #expect(try listedValues(in: production, member: field.listMember) == (try FixtureCatalogue.listValues(field)))
    }

    @Test(
        "DS-12: the lists hold 11 categories, 32 glasses, 3 alcoholic values and 346 ingredients, and the free key lists 100 ingredients",
        arguments: [
            ("c", "strCategory", 11, 11), ("g", "strGlass", 32, 32), ("a", "strAlcoholic", 3, 3), ("i", "strIngredient1", 100, 346),
        ])
    func lists_holdCatalogueValues(parameter: String, member: String, free: Int, production: Int) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (freeData, _) = try await sut.get(from: apiURL("list.php?\(parameter)=list"))
        let (productionData, _) = try await sut.get(from: productionAPIURL("list.php?\(parameter)=list"))

        #expect(try listedValues(in: freeData, member: member).count == free)
        #expect(try listedValues(in: productionData, member: member).count == production)
    }

    @Test(
        "DS-12: the category and glass lists are the recorded ones, in their order",
        arguments: [("c", "list-categories.json"), ("g", "list-glasses.json")])
    func list_answersRecordedCategoriesAndGlasses(parameter: String, fixture: String) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("list.php?\(parameter)=list"))

        let recorded = try #require(try drinkObjects(in: Fixtures.data(fixture)))
        #expect(try #require(try drinkObjects(in: data)).map { $0 as NSDictionary } == recorded.map { $0 as NSDictionary })
    }

    @Test("DS-12: every ingredient of the recorded ingredient list is among the ones listed to a production key")
    func ingredientList_holdsRecordedIngredients() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: productionAPIURL("list.php?i=list"))

        let listed = Set(try listedValues(in: data, member: "strIngredient1").map { $0.lowercased() })
        let recorded = try listedValues(in: Fixtures.data("list-ingredients.json"), member: "strIngredient1")
        #expect(recorded.count == 100)
        for ingredient in recorded { #expect(listed.contains(ingredient.lowercased()), "\(ingredient)") }
    }

    @Test("list.php with another value than list answers null drinks")
    func list_answersNullDrinksForOtherValue() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("list.php?c=Cocktail"))

        #expect(data == Data(#"{"drinks":null}"#.utf8))
    }
}
