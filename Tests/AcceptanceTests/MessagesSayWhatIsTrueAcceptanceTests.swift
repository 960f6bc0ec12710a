import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// What the first hour with dringo shows: each message says what is true, once, in the user's language.
struct MessagesSayWhatIsTrueAcceptanceTests {
    @Test("BS-38: makeable --favourites with no favourites says so and how to add one, and reads no catalogue")
    func makeableFavourites_withNoFavourites_saysThereAreNone() async throws {
        let http = HTTPClientStub.offline

        let run = await runDringo(["makeable", "--favourites"], http: http, barStore: try await bar(["gin"]))

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "You have no favourites yet, so there is nothing to look through. Add one with 'dringo fav add margarita'.\n")
        #expect(http.requestedURLs.isEmpty, "nothing to sync for")
    }

    @Test("BS-37: makeable names lemon once for the two ingredients it stands in for, in English and in Italian, over the real catalogue")
    func makeable_groupsStandIns() async throws {
        let catalogue = try await realSyncedCatalogue()

        let english = await runDringo(["makeable"], catalogueStore: catalogue, barStore: try await bar(issueHomeBar))
        let italian = await runDringo(["makeable", "--lang", "it"], catalogueStore: catalogue, barStore: try await bar(issueHomeBar))

        #expect(
            english.standardOutput.contains("\nGin Lemon (lemon for Lemon Juice and Lemon Peel; Ice on hand)\n"),
            "\(english.standardOutput)")
        #expect(
            italian.standardOutput.contains(
                "\nGin Lemon (Limone al posto di Succo di limone e Scorza di limone; Ghiaccio a disposizione)\n"),
            "\(italian.standardOutput)")
        #expect(!italian.standardOutput.contains("in casa"), "no English staple name beside dringo's own Italian")
    }

    @Test("BS-39: bar add of a blank name says an ingredient's name cannot be blank, and changes nothing", arguments: [[""], ["  ", ""]])
    func barAdd_blankName_saysNamesCannotBeBlank(names: [String]) async throws {
        let store = try await bar(["gin"])

        let run = await runDringo(["bar", "add"] + names, barStore: store)

        #expect(run.exitCode == .usage)
        #expect(run.standardError == "An ingredient's name cannot be blank; the bar is unchanged.\n")
        #expect(try await store.retrieve()?.map(\.name) == ["gin"])
    }

    @Test("BS-2: bar clear's note goes to stderr, as bar list's does, and its JSON is the empty bar")
    func barClear_notesOnStandardError() async throws {
        let text = await runDringo(["bar", "clear"], barStore: try await bar(["gin"]))
        let json = await runDringo(["bar", "clear", "--format", "json"], barStore: try await bar(["gin"]))

        #expect(text.exitCode == .success)
        #expect(text.standardOutput == "")
        #expect(text.standardError == "Your bar is empty now.\n")
        #expect(json.standardOutput == #"{"ingredients":[]}"# + "\n")
    }

    @Test("CS-15: search with a --limit that hides some says on stderr how many matched")
    func search_withLimit_saysHowManyMatched() async throws {
        let names = (1...7).map { "Gin Sling \($0)" }
        let store = InMemoryCatalogueStore(cachedCatalogue(names: names, savedAt: acceptanceNow))

        let run = await runDringo(["search", "gin", "--limit", "5"], catalogueStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.split(separator: "\n").count == 5)
        #expect(run.standardError == "Showing 5 of 7 drinks; drop --limit to see them all.\n")
    }
}
