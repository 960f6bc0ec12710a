import BarFeature
import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FavouritesFeature
import FeedCacheInfra
import Foundation
import StoreCore
import TestSupport
import Testing
import UserDataInfra

/// The bar story's question, seen from the command line: `dringo makeable [--missing N]`.
struct FindMakeableDrinksAcceptanceTests {
    /// The issue's bar, in mixed case and spacing.
    private static let homeBar = ["gin", " Lime Juice ", "sugar syrup", "TONIC WATER", "lime"]

    @Test("BS-3: makeable lists every drink made only of what is in the bar, with no request made")
    func makeable_listsDrinksMadeOnlyFromBar() async throws {
        let catalogue = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -6))

        let run = await runDringo(["makeable"], catalogueStore: catalogue, barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Gin And Tonic\n")
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
    }

    @Test("BS-4: --missing 1 adds the drinks one bottle away, each naming the bottle as the drink spells it")
    func makeable_addsDrinksOneBottleAway() async throws {
        let catalogue = try await syncedCatalogue()

        let run = await runDringo(["makeable", "--missing", "1"], catalogueStore: catalogue, barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Gin And Tonic
                Gin and Soda (missing: Soda Water)
                Pink Gin (missing: Bitters)

                """)
    }

    @Test(
        "BS-4, BS-11, BS-16: makeable in JSON is the contract's document, with the stand-ins, fewest missing first, and --limit keeps the first N"
    )
    func makeable_printsContractJSON_withLimit() async throws {
        let catalogue = try await syncedCatalogue()
        let barStore = try await bar(Self.homeBar)

        let all = await runDringo(["makeable", "--missing=2", "--format", "json"], catalogueStore: catalogue, barStore: barStore)
        let limited = await runDringo(
            ["makeable", "--missing=2", "--format", "json", "--limit", "2"], catalogueStore: catalogue, barStore: barStore)

        #expect(
            all.standardOutput
                == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[],"source":"thecocktaildb"},{"id":178342,"name":"Gin and Soda","missing":["Soda Water"],"using":[],"source":"thecocktaildb"},{"id":11936,"name":"Pink Gin","missing":["Bitters"],"using":[],"source":"thecocktaildb"},{"id":178314,"name":"Gin Basil Smash","missing":["Lemon Juice","Basil"],"using":[],"source":"thecocktaildb"},{"id":11420,"name":"Gin Toddy","missing":["Powdered sugar","Lemon peel"],"using":[{"ingredient":"Water","from":"Water"}],"source":"thecocktaildb"},{"id":12718,"name":"Pineapple Gingerale Smoothie","missing":["Ginger","Pineapple"],"using":[],"source":"thecocktaildb"},{"id":17216,"name":"Tommy's Margarita","missing":["Tequila","Agave syrup"],"using":[],"source":"thecocktaildb"},{"id":16158,"name":"Whitecap Margarita","missing":["Tequila","Cream of coconut"],"using":[{"ingredient":"Ice","from":"Ice"}],"source":"thecocktaildb"}]}"#
                + "\n")
        #expect(
            limited.standardOutput
                == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[],"source":"thecocktaildb"},{"id":178342,"name":"Gin and Soda","missing":["Soda Water"],"using":[],"source":"thecocktaildb"}]}"#
                + "\n")
    }

    @Test("BS-3: nothing makeable is an empty list, exit 0, with a note on stderr")
    func makeable_notesNothingMakeable() async throws {
        let catalogue = try await syncedCatalogue()

        let run = await runDringo(["makeable"], catalogueStore: catalogue, barStore: try await bar(["Tequila"]))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Nothing in the catalogue is made only of what is in your bar. Try 'dringo makeable --missing 1'.\n")
    }

    @Test("BS-6: an empty bar is an empty list with a note on how to add ingredients, and nothing is downloaded")
    func makeable_withEmptyBar_downloadsNothing() async {
        let text = await runDringo(["makeable"])
        let json = await runDringo(["makeable", "--format", "json"])

        #expect(text.exitCode == .success)
        #expect(text.standardOutput == "")
        #expect(
            text.standardError
                == "Your bar is empty, so nothing is makeable yet. Add what you have with 'dringo bar add gin \"lime juice\"'.\n")
        #expect(json.standardOutput == #"{"items":[]}"# + "\n")
        #expect(text.httpSettings == nil)
        #expect(json.httpSettings == nil)
    }

    @Test("BS-5: with no valid catalogue, makeable syncs first, with its messages on stderr and one document on stdout")
    func makeable_syncsFirst_withoutCatalogue() async throws {
        let http = HTTPClientStub.online(try CatalogueRoute.letters())
        let catalogue = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -7))

        let run = await runDringo(
            ["makeable", "--format", "json"], http: http, catalogueStore: catalogue, barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[],"source":"thecocktaildb"}]}"#
                + "\n")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Saved 25 cocktails.

                """)
        #expect(http.requestedURLs.count == 36)
        #expect(try await catalogue.retrieve()?.timestamp == acceptanceNow, "the synced catalogue is saved for the next time")
    }

    @Test("BS-5, CS-13: when the cache will not keep that first sync, makeable answers from the download and says it was not saved")
    func makeable_answersFromUnsavedDownload_whenCacheWillNotKeepIt() async throws {
        let http = HTTPClientStub.online(try CatalogueRoute.letters())
        let catalogue = DocumentStoreSpy<CachedCatalogue>(failing: [.save])

        let run = await runDringo(["makeable"], http: http, catalogueStore: catalogue, barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Gin And Tonic\n")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Downloaded 25 cocktails, but could not save them for offline use.

                """)
    }

    @Test("BS-5: when that first sync fails, makeable fails with exit 1 and says why")
    func makeable_fails_whenFirstSyncFails() async throws {
        let run = await runDringo(["makeable"], barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Could not reach TheCocktailDB, and no catalogue is saved; check your connection, or add --demo to the command to try dringo without one.

                """)
    }

    @Test("BS-8: an unreadable bar fails makeable with exit 1, naming the file, before any catalogue is read")
    func makeable_namesUnreadableBar() async {
        let run = await runDringo(
            ["makeable"], barStore: DocumentStoreSpy(throwing: [.retrieve: BarStoreError.unreadable(location: "/data/bar.json")]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "Could not read your bar at /data/bar.json; it was left as it is. Fix or move that file, then try again.\n"
        )
        #expect(run.httpSettings == nil)
    }

    @Test("BS-10: a --missing that is not a whole number from 0 to 15 is a usage error")
    func makeable_refusesBadMissing() async {
        let run = await runDringo(["makeable", "--missing", "16"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "'16' is not a valid number of missing ingredients; use a whole number from 0 to 15.\n")
    }

    @Test("BS-4: makeable speaks Italian")
    func makeable_speaksItalian() async throws {
        let catalogue = try await syncedCatalogue()

        let run = await runDringo(
            ["makeable", "--missing", "1", "--lang", "it"], catalogueStore: catalogue, barStore: try await bar(Self.homeBar))

        #expect(run.standardOutput.contains("Pink Gin (manca: Bitter aromatico)\n"))
    }

    // MARK: - The real catalogue, matched as a bartender would

    @Test("BS-15: with the issue's bar, makeable makes what a bartender would, naming each stand-in, and nothing the bar truly lacks")
    func makeable_withTheKnowledge_makesWhatABartenderWould() async throws {
        let run = await runDringo(["makeable"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        for expected in [
            "Kamikaze (lime for Lime juice)", "Daiquiri (white rum for Light rum; sugar for Powdered sugar)",
            "Gimlet (lime for Lime Juice; sugar, Water for Sugar Syrup)", "Cosmopolitan (lime for Lime juice; triple sec for Cointreau)",
            "Rum Screwdriver (white rum for Light rum)", "Caipirissima (Ice on hand)", "Screwdriver",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        let drinks = try await realDrinks(named: lines.map(Self.drinkName))
        for (name, ingredients) in drinks {
            let keys = ingredients.map { $0.lowercased() }
            #expect(!keys.contains { $0.contains("sloe gin") || $0.contains("cream") || $0.contains("liqueur") }, "\(name): \(ingredients)")
            #expect(!keys.contains("orange") && !keys.contains("cranberries"), "\(name) needs a fruit the bar has only as juice")
        }
    }

    @Test("BS-15, BS-17: makeable with the knowledge holds every drink of the literal answer; --strict is exactly the literal answer")
    func makeable_strict_isTheLiteralAnswer() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)

        let strict = await runDringo(["makeable", "--strict"], catalogueStore: catalogue, barStore: barStore)
        let knowing = await runDringo(["makeable"], catalogueStore: catalogue, barStore: barStore)

        #expect(strict.exitCode == .success)
        #expect(
            strict.standardOutput == """
                Flying Dutchman
                Gin and Soda
                Gin And Tonic
                Orange Crush
                Screwdriver
                Vodka And Tonic

                """)
        let knowingNames = Set(knowing.standardOutput.split(separator: "\n").map { Self.drinkName(String($0)) })
        #expect(Set(strict.standardOutput.split(separator: "\n").map(String.init)).isSubset(of: knowingNames))
        #expect(knowingNames.count > 6)
    }

    @Test("BS-16: --missing 1 names what to buy, in the family's words where they help a shopper")
    func makeable_missing_namesTheFamily() async throws {
        let run = await runDringo(
            ["makeable", "--missing", "1"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.contains("Absolut limousine (lime for Lime juice; Ice on hand; missing: Absolut Citron (Lemon vodka))\n"))
        #expect(run.standardOutput.contains("155 Belmont (white rum for Light rum; missing: Dark rum)\n"))
        #expect(!run.standardOutput.contains("Kamikaze (missing"), "the issue's Kamikaze misses nothing now")
    }

    @Test("BS-16: in JSON each drink lists its stand-ins, and an empty list when nothing stands in")
    func makeable_json_listsTheStandIns() async throws {
        let run = await runDringo(
            ["makeable", "--format", "json"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput.contains(
                #"{"id":11600,"name":"Kamikaze","missing":[],"using":[{"ingredient":"Lime juice","from":"lime"}],"source":"thecocktaildb"}"#
            )
        )
        #expect(run.standardOutput.contains(#""name":"Screwdriver","missing":[],"using":[],"source":"thecocktaildb"}"#))
        let document = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any]
        let items = try #require(document?["items"] as? [[String: Any]])
        #expect(items.allSatisfy { $0["using"] is [[String: String]] })
    }

    @Test("BS-17: --staples off no longer assumes ice and water on hand")
    func makeable_staplesOff_assumesNoIce() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)

        let run = await runDringo(["makeable", "--staples", "off"], catalogueStore: catalogue, barStore: barStore)
        let refused = await runDringo(["makeable", "--staples", "maybe"], catalogueStore: catalogue, barStore: barStore)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("Kamikaze (lime for Lime juice)\n"))
        #expect(!run.standardOutput.contains("Caipirissima"))
        #expect(!run.standardOutput.contains("on hand"))
        #expect(refused.exitCode == .usage)
        #expect(refused.standardError == "'maybe' is not a choice for --staples; use 'on' or 'off'.\n")
    }

    @Test("BS-15: makeable names its stand-ins in Italian")
    func makeable_namesStandInsInItalian() async throws {
        let run = await runDringo(
            ["makeable", "--lang", "it"], catalogueStore: try await realSyncedCatalogue(), barStore: try await bar(issueHomeBar))

        #expect(run.standardOutput.contains("Kamikaze (Lime al posto di Succo di lime)\n"))
        #expect(run.standardOutput.contains("Caipirissima (Ghiaccio a disposizione)\n"))
    }

    @Test("BS-35: a substitute the user declared completes a drink, named as its stand-in; --strict reads no substitutes")
    func makeable_usesDeclaredSubstitutes() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)
        let storage = try await storageWithSubstitutes([("white rum", "dark rum")])

        let without = await runDringo(["makeable"], catalogueStore: catalogue, barStore: barStore)
        let with = await runDringo(["makeable"], catalogueStore: catalogue, barStore: barStore, storage: storage)
        let json = await runDringo(["makeable", "--format", "json"], catalogueStore: catalogue, barStore: barStore, storage: storage)
        let strict = await runDringo(["makeable", "--strict"], catalogueStore: catalogue, barStore: barStore, storage: storage)

        #expect(!without.standardOutput.contains("155 Belmont"))
        #expect(with.exitCode == .success)
        #expect(with.standardOutput.contains("155 Belmont (white rum for Dark rum and Light rum)\n"))
        let document = try JSONSerialization.jsonObject(with: json.standardOutputData) as? [String: Any]
        let drinks = try #require(document?["items"] as? [[String: Any]])
        let belmont = try #require(drinks.first { $0["name"] as? String == "155 Belmont" })
        let using = try #require(belmont["using"] as? [[String: String]])
        #expect(using.contains(["ingredient": "Dark rum", "from": "white rum"]), "\(using)")
        #expect(strict.exitCode == .success)
        #expect(!strict.standardOutput.contains("155 Belmont"))
    }

    @Test("BS-35: substitutes that cannot be read fail makeable with exit 1, naming the file; --strict does not read them")
    func makeable_namesUnreadableSubstitutes() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)
        let storage = InMemoryDocumentStorage()
        let location = "/home/ada/.local/share/dringo/substitutes.json"
        storage.place(
            DocumentStoreSpy<[LocalIngredientSubstitute]>(throwing: [.retrieve: BarStoreError.unreadable(location: location)]),
            named: "substitutes.json")

        let run = await runDringo(["makeable"], catalogueStore: catalogue, barStore: barStore, storage: storage)
        let strict = await runDringo(["makeable", "--strict"], catalogueStore: catalogue, barStore: barStore, storage: storage)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains(location), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1, "one sentence: \(run.standardError)")
        #expect(strict.exitCode == .success)
        #expect(strict.standardOutput.contains("Screwdriver\n"))
    }

    @Test("BS-36: makeable --favourites makes only favourite drinks")
    func makeable_favourites_makesOnlyFavourites() async throws {
        let catalogue = try await realSyncedCatalogue()
        let barStore = try await bar(issueHomeBar)
        let storage = InMemoryDocumentStorage()
        storage.place(
            InMemoryFavouritesStore([
                LocalFavourite(id: 11600, name: "Kamikaze", rating: nil, note: nil),
                LocalFavourite(id: 13731, name: "Amaretto Sour", rating: 4, note: nil),
            ]), named: "favourites.json")

        let run = await runDringo(
            ["makeable", "--favourites", "--missing", "1"], catalogueStore: catalogue, barStore: barStore, storage: storage)

        #expect(run.exitCode == .success)
        #expect(
            run.standardOutput == """
                Kamikaze (lime for Lime juice)
                Amaretto Sour (lemon, lime, sugar, Water for Sour mix; missing: Amaretto)

                """)
    }

    /// A text line's drink name: the line without its bracketed detail.
    private static func drinkName(_ line: String) -> String {
        guard let bracket = line.range(of: " (") else { return line }
        return String(line[..<bracket.lowerBound])
    }

    /// The real catalogue's ingredient names of each drink named.
    private func realDrinks(named names: [String]) async throws -> [(String, [String])] {
        let drinks = try #require(try await realSyncedCatalogue().retrieve()?.drinks)
        return names.map { name in (name, drinks.first { $0.name == name }?.ingredients.map(\.name) ?? []) }
    }
}
