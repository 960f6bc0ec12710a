import BarFeature
import CompositionRoot
import CompositionRootTestSupport
import FavouritesFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// What to buy next, seen from the command line: `dringo shopping`.
struct SuggestPurchasesAcceptanceTests {
    @Test(
        "BS-18: shopping ranks what to buy by the drinks it would add, with a few of them, over the real catalogue and with no request made"
    )
    func shopping_ranksByDrinksGained() async throws {
        let run = await runDringo(
            ["shopping", "--limit", "3"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Amaretto (5 more drinks: Amaretto Mist, Amaretto Rose, Amaretto Sour, …)
                Cognac (5 more drinks: Between The Sheets, Boston Sidecar, City Slicker, …)
                Grenadine (5 more drinks: Addison Special, Bacardi Cocktail, Gin Rickey, …)

                """)
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
    }

    @Test("BS-18: each purchase's count is the drinks makeable with it and not without it")
    func shopping_countsTheDrinksMakeableWithThePurchase() async throws {
        let catalogue = try await realSyncedCatalogue()
        let json = await runDringo(["shopping", "--format", "json"], catalogueStore: catalogue, barStore: try await bar(issueHomeBar))
        let document = try JSONSerialization.jsonObject(with: json.standardOutputData) as? [String: Any]
        let items = try #require(document?["items"] as? [[String: Any]])
        let counts = items.compactMap { $0["drinkCount"] as? Int }
        #expect(counts == counts.sorted(by: >), "most drinks gained first")
        let amaretto = try #require(items.first { $0["ingredient"] as? String == "Amaretto" })

        let before = await runDringo(["makeable"], catalogueStore: catalogue, barStore: try await bar(issueHomeBar))
        let after = await runDringo(["makeable"], catalogueStore: catalogue, barStore: try await bar(issueHomeBar + ["amaretto"]))

        let gained = lineCount(after.standardOutput) - lineCount(before.standardOutput)
        #expect(amaretto["drinkCount"] as? Int == gained)
        #expect((amaretto["drinks"] as? [String])?.count == 3)
    }

    @Test("BS-18: with --strict each name a drink spells is its own purchase; --staples off may suggest ice")
    func shopping_strictAndStaplesOff() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)

        let strict = await runDringo(["shopping", "--strict", "--limit", "40"], catalogueStore: catalogue, barStore: barStore)
        let knowing = await runDringo(["shopping"], catalogueStore: catalogue, barStore: barStore)
        let noStaples = await runDringo(["shopping", "--staples", "off", "--limit", "2"], catalogueStore: catalogue, barStore: barStore)

        #expect(strict.exitCode == .success)
        #expect(strict.standardOutput.contains("\nLime juice ("), "literally, the bar's lime does not give lime juice")
        #expect(!knowing.standardOutput.contains("\nLime juice ("))
        #expect(!knowing.standardOutput.contains("\nIce ("), "ice is on hand")
        #expect(noStaples.standardOutput.contains("\nIce (5 more drinks: Caipirissima, Gin Lemon, Gin Tonic, …)\n"))
    }

    @Test("BS-18: an empty bar is an empty list with a note, and nothing is downloaded")
    func shopping_withEmptyBar_downloadsNothing() async {
        let text = await runDringo(["shopping"])
        let json = await runDringo(["shopping", "--format", "json"])

        #expect(text.exitCode == .success)
        #expect(text.standardOutput == "")
        #expect(
            text.standardError
                == "Your bar is empty, so there is nothing to build on yet. Add what you have with 'dringo bar add gin \"lime juice\"'.\n")
        #expect(json.standardOutput == #"{"items":[]}"# + "\n")
        #expect(text.httpSettings == nil)
    }

    @Test("BS-18, BS-8: an unreadable bar fails shopping with exit 1, naming the file")
    func shopping_namesUnreadableBar() async {
        let run = await runDringo(
            ["shopping"], barStore: DocumentStoreSpy(throwing: [.retrieve: BarStoreError.unreadable(location: "/data/bar.json")]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError == "Could not read your bar at /data/bar.json; it was left as it is. Fix or move that file, then try again.\n"
        )
    }

    @Test("BS-18, BS-5: with no valid catalogue, shopping syncs first, with its messages on stderr")
    func shopping_syncsFirst_withoutCatalogue() async throws {
        let run = await runDringo(
            ["shopping", "--format", "json", "--limit", "1"], http: HTTPClientStub(try CappedCocktailDB.realCatalogue().answer),
            barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix(#"{"items":[{"ingredient":"Amaretto","drinkCount":5,"#))
        #expect(run.standardError.hasPrefix("No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.\n"))
    }

    @Test("BS-18: shopping speaks Italian")
    func shopping_speaksItalian() async throws {
        let run = await runDringo(
            ["shopping", "--limit", "1", "--lang", "it"], catalogueStore: try await realSyncedCatalogue(),
            barStore: try await bar(issueHomeBar))

        #expect(run.standardOutput == "Amaretto (5 drink in più: Amaretto Mist, Amaretto Rose, Amaretto Sour, …)\n")
    }

    private func lineCount(_ text: String) -> Int {
        text.split(separator: "\n").count
    }

    @Test("BS-36: shopping --favourites counts only the favourite drinks a purchase would add")
    func shopping_favourites_countsOnlyFavourites() async throws {
        let storage = InMemoryDocumentStorage()
        storage.place(
            InMemoryFavouritesStore([
                LocalFavourite(id: 13731, name: "Amaretto Sour", rating: nil, note: nil),
                LocalFavourite(id: 17184, name: "Between The Sheets", rating: 5, note: "less lemon"),
            ]), named: "favourites.json")

        let run = await runDringo(
            ["shopping", "--favourites"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar),
            storage: storage)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Amaretto (1 more drink: Amaretto Sour)
                Brandy (1 more drink: Between The Sheets)

                """)
    }

    @Test("BS-35: shopping counts a drink a declared substitute completes as made already")
    func shopping_countsDeclaredSubstitutes() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)
        let storage = try await storageWithSubstitutes([("white rum", "dark rum")])

        let without = await runDringo(["shopping"], catalogueStore: catalogue, barStore: barStore)
        let with = await runDringo(["shopping"], catalogueStore: catalogue, barStore: barStore, storage: storage)

        #expect(without.standardOutput.contains("Dark rum ("), "\(without.standardOutput)")
        #expect(with.exitCode == .success)
        #expect(!with.standardOutput.contains("Dark rum ("), "dark rum is covered: \(with.standardOutput)")
    }

}
