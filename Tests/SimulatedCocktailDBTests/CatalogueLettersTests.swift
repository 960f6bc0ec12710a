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

    @Test("DS-12: search.php by first letter answers the letter's first 25 drinks under the free key", arguments: FixtureCatalogue.letters)
    func firstLetter_answersFirst25DrinksUnderFreeKey(letter: Character) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: freeKeyEndpoint))

        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let recorded = try FixtureCatalogue.drinks(startingWith: letter)
        #expect(try drinkIDs(in: data) == recorded.prefix(FixtureCatalogue.freeKeyLetterCap).map(\.id))
        if recorded.count <= FixtureCatalogue.freeKeyLetterCap {
            #expect(data == (try FixtureCatalogue.fileData(letter)), "a letter the cap does not cut is its recorded body")
        }
    }

    @Test("DS-12: search.php by first letter answers a production key the whole recorded letter file", arguments: FixtureCatalogue.letters)
    func firstLetter_answersWholeFileUnderProductionKey(letter: Character) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: productionKeyEndpoint))

        #expect(data == (try FixtureCatalogue.fileData(letter)))
    }

    @Test("DS-12: a letter cut by the cap answers the recorded objects of its first 25 drinks, each as recorded")
    func cappedLetter_answersRecordedObjects() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?f=a"))

        let objects = try #require(try drinkObjects(in: data))
        #expect(objects.count == 25)
        for object in objects {
            let id = try #require(object["idDrink"] as? String)
            #expect(object as NSDictionary == (try FixtureCatalogue.object(withID: id)), "drink \(id)")
        }
        let body = String(decoding: data, as: UTF8.self)
        #expect(body.hasPrefix(#"{"drinks":[{"idDrink":""#) && body.hasSuffix("}]}"), "written as the API writes it")
        #expect(!body.contains("\n") && body.contains(#"\/"#))
    }

    @Test("DS-12: a letter no drink starts with answers null drinks, as recorded", arguments: ["u", "x", "0", "8"])
    func firstLetter_answersNullDrinksForEmptyLetter(letter: String) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, _) = try await sut.get(from: apiURL("search.php?f=\(letter)"))

        #expect(data == Data(#"{"drinks":null}"#.utf8))
    }

    @Test("a first letter in uppercase answers what its lowercase does, and a longer text answers null drinks")
    func firstLetter_ignoresCase() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (upper, _) = try await sut.get(from: apiURL("search.php?f=G"))
        let (lower, _) = try await sut.get(from: apiURL("search.php?f=g"))
        let (word, _) = try await sut.get(from: apiURL("search.php?f=gin"))

        #expect(upper == lower)
        #expect(try drinkIDs(in: upper).count == 25)
        #expect(word == Data(#"{"drinks":null}"#.utf8))
    }

    @Test("DS-12: the letters together hold all 636 drinks once under a production key, and 441 under the free key")
    func letters_holdEveryDrinkOnce() async throws {
        let sut = makeSUT(tracker: leakTracker)

        var production: [String] = []
        var free: [String] = []
        for letter in CatalogueEndpoint.letters {
            production += try drinkIDs(in: try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: productionKeyEndpoint)).0)
            free += try drinkIDs(in: try await sut.get(from: CatalogueEndpoint.firstLetter(letter).url(for: freeKeyEndpoint)).0)
        }

        #expect(production.count == 636)
        #expect(Set(production) == Set(try FixtureCatalogue.drinks().map(\.id)))
        #expect(free.count == 441)
        #expect(Set(free).count == 441)
    }

    @Test("a production key's catalogue sync delivers all 636 drinks, mapped, once")
    func sync_deliversEveryDrink() async throws {
        let loader = RemoteCatalogueLoader(
            endpoint: productionKeyEndpoint, client: makeSUT(tracker: leakTracker), maximumRetryWait: .seconds(15))

        let drinks = try await loader.load().drinks

        #expect(Set(drinks.map { String($0.id) }) == Set(try FixtureCatalogue.drinks().map(\.id)))
        #expect(drinks.count == 636)
        #expect(drinks.allSatisfy { !$0.ingredients.isEmpty })
    }
}
