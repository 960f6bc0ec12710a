import BarFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

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

    @Test("BS-4, BS-11, BS-16: makeable in JSON is the contract's document, with the stand-ins, fewest missing first, and --limit keeps the first N")
    func makeable_printsContractJSON_withLimit() async throws {
        let catalogue = try await syncedCatalogue()
        let barStore = try await bar(Self.homeBar)

        let all = await runDringo(["makeable", "--missing=2", "--format", "json"], catalogueStore: catalogue, barStore: barStore)
        let limited = await runDringo(
            ["makeable", "--missing=2", "--format", "json", "--limit", "2"], catalogueStore: catalogue, barStore: barStore)

        #expect(
            all.standardOutput
                == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[]},{"id":178342,"name":"Gin and Soda","missing":["Soda Water"],"using":[]},{"id":11936,"name":"Pink Gin","missing":["Bitters"],"using":[]},{"id":178314,"name":"Gin Basil Smash","missing":["Lemon Juice","Basil"],"using":[]},{"id":11420,"name":"Gin Toddy","missing":["Powdered sugar","Lemon peel"],"using":[{"ingredient":"Water","from":"Water"}]},{"id":12718,"name":"Pineapple Gingerale Smoothie","missing":["Ginger","Pineapple"],"using":[]},{"id":17216,"name":"Tommy's Margarita","missing":["Tequila","Agave syrup"],"using":[]},{"id":16158,"name":"Whitecap Margarita","missing":["Tequila","Cream of coconut"],"using":[{"ingredient":"Ice","from":"Ice"}]}]}"#
                + "\n")
        #expect(
            limited.standardOutput
                == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[]},{"id":178342,"name":"Gin and Soda","missing":["Soda Water"],"using":[]}]}"#
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
        #expect(run.standardOutput == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[]}]}"# + "\n")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Saved 25 cocktails.

                """)
        #expect(http.requestedURLs.count == 36)
        #expect(try await catalogue.retrieve()?.timestamp == acceptanceNow, "the synced catalogue is saved for the next time")
    }

    @Test("BS-5: when that first sync fails, makeable fails with exit 1 and says why")
    func makeable_fails_whenFirstSyncFails() async throws {
        let run = await runDringo(["makeable"], barStore: try await bar(Self.homeBar))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                No catalogue saved in the last 7 days; downloading it first, as 'dringo sync' does.
                Could not reach TheCocktailDB; the saved catalogue is unchanged.

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

        #expect(run.standardOutput.contains("Pink Gin (manca: Bitters)\n"))
    }
}
