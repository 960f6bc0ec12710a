import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The catalogue story's random drink, seen from the command line: `dringo random`.
struct RandomDrinkAcceptanceTests {
    @Test("CS-6: random shows the recipe of the catalogue's drink the injected generator picks, with no network")
    func random_picksFromCatalogue_withInjectedGenerator() async throws {
        let store = try await syncedCatalogue()
        let drinks = try #require(try await store.retrieve()).drinks

        for seed: UInt64 in [1, 2, 3] {
            let run = await runDringo(["random", "--format", "json"], catalogueStore: store, randomSeed: seed)

            var generator = SplitMix64(seed: seed)
            let expected = try #require(drinks.randomElement(using: &generator))
            #expect(run.exitCode == .success)
            #expect(run.standardOutput.hasPrefix(#"{"cocktail":{"id":\#(expected.id),"#), "seed \(seed)")
            #expect(run.httpSettings == nil, "a random drink from the catalogue makes no HTTP client")
        }
    }

    @Test("CS-6: random with the same seed picks the same drink, in text")
    func random_isRepeatableWithSameSeed() async throws {
        let store = try await syncedCatalogue()

        let first = await runDringo(["random"], catalogueStore: store, randomSeed: 42)
        let second = await runDringo(["random"], catalogueStore: store, randomSeed: 42)

        #expect(first.exitCode == .success)
        #expect(first.standardOutput == second.standardOutput)
        #expect(!first.standardOutput.isEmpty)
    }

    @Test("CS-7, CS-5: random without a catalogue asks random.php, and speaks Italian with --lang it")
    func random_withoutCatalogue_asksRemote() async throws {
        let http = HTTPClientStub.online(["/api/json/v1/1/random.php": (200, try Fixtures.data("random-178319-aquamarine.json"))])

        let run = await runDringo(["random", "--lang", "it"], http: http)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Aquamarine
                Cocktail, Con alcol, Coppa martini
                Circa 15% non diluito, 10% shakerato; circa 170 ml nel bicchiere; 14 g di alcol

                    2 oz Hpnotiq
                    1 oz Succo d'ananas
                    1 oz Liquore alla banana

                Shakerare bene in uno shaker con ghiaccio.
                Filtrare in una coppetta Martini.

                """)
        #expect(http.requestedURLs.map(\.absoluteString) == ["https://www.thecocktaildb.com/api/json/v1/1/random.php"])
    }

    @Test("CS-7: random with neither a catalogue nor a connection fails with exit 1; an empty answer is invalid data; a 404 says so")
    func random_withoutCatalogue_failures() async {
        let offline = await runDringo(["random"], http: HTTPClientStub.offline)
        let notFound = await runDringo(["random"], http: HTTPClientStub.online([:]))
        let empty = await runDringo(["random"], http: HTTPClientStub.online(["random.php": (200, Data(#"{"drinks":null}"#.utf8))]))

        #expect(offline.exitCode == .couldNotLoad)
        #expect(offline.standardOutput == "")
        #expect(empty.exitCode == .couldNotLoad)
        #expect(empty.standardError == "TheCocktailDB sent data dringo could not read.\n")
        #expect(notFound.exitCode == .couldNotLoad)
        #expect(
            notFound.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY.\n")
    }

    @Test("CS-6: random takes no operand", arguments: [["random", "gin"], ["random", "--limit", "1"]])
    func random_rejectsOperands(arguments: [String]) async {
        let run = await runDringo(arguments)

        #expect(run.exitCode == .usage)
    }
}
