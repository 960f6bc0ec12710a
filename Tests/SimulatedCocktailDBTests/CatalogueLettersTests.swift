import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB catalogue letters")
final class CatalogueLettersTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("search.php by first letter answers 200 with the drinks starting with it, or null", arguments: CatalogueEndpoint.letters)
    func firstLetter_answersDrinksStartingWithIt(letter: Character) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: freeKeyEndpoint))

        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        for name in try drinkNames(in: data) {
            #expect(name.lowercased().first == letter, "\(name) should not be listed under \(letter)")
        }
    }

    @Test("the letters together hold every recorded full drink exactly once")
    func letters_holdEveryRecordedFullDrinkOnce() async throws {
        let sut = makeSUT(tracker: leakTracker)

        var ids: [String] = []
        for letter in CatalogueEndpoint.letters {
            let (data, _) = try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: freeKeyEndpoint))
            ids += try drinkIDs(in: data)
        }

        #expect(ids.count == Set(ids).count, "a drink should be listed under one letter only")
        #expect(Set(ids) == (try Recorded.fullDrinkIDs()))
    }

    @Test("a letter no recorded drink starts with answers null drinks")
    func firstLetter_answersNullDrinksForEmptyLetter() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?f=x"))

        #expect(data == Data(#"{"drinks":null}"#.utf8))
    }

    @Test("a first letter in uppercase answers what its lowercase does")
    func firstLetter_ignoresCase() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (upper, _) = try await sut.get(from: apiURL("search.php?f=G"))
        let (lower, _) = try await sut.get(from: apiURL("search.php?f=g"))

        #expect(upper == lower)
        #expect(try drinkIDs(in: upper).count == 16)
    }

    @Test("a catalogue sync delivers every recorded full drink, mapped, once")
    func sync_deliversEveryRecordedFullDrink() async throws {
        let loader = RemoteCatalogueLoader(endpoint: freeKeyEndpoint, client: makeSUT(tracker: leakTracker), maximumRetryWait: .seconds(15))

        let drinks = try await loader.load().drinks

        #expect(Set(drinks.map { String($0.id) }) == (try Recorded.fullDrinkIDs()))
        #expect(drinks.count == 60)
        #expect(drinks.allSatisfy { !$0.ingredients.isEmpty })
    }
}
