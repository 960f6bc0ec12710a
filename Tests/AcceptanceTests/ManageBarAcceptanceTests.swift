import BarFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The bar story's inventory, seen from the command line: `dringo bar add|remove|list|clear`.
struct ManageBarAcceptanceTests {
    @Test("BS-1: bar add keeps each ingredient as first typed and trimmed, then lists the bar sorted")
    func barAdd_keepsFirstSpelling_andListsSorted() async throws {
        let store = InMemoryBarStore()

        let first = await runDringo(["bar", "add", "gin", " Lime Juice ", "sugar syrup", "TONIC WATER", "lime"], barStore: store)
        let again = await runDringo(["bar", "add", "LIME JUICE", "Gin"], barStore: store)

        #expect(first.exitCode == .success)
        #expect(first.standardOutput == "gin\nlime\nLime Juice\nsugar syrup\nTONIC WATER\n")
        #expect(first.standardError == "")
        #expect(again.standardOutput == first.standardOutput, "adding what is there, in another spelling, changes nothing")
        #expect(try await store.retrieve()?.map(\.name) == ["gin", "Lime Juice", "sugar syrup", "TONIC WATER", "lime"])
        #expect(first.httpSettings == nil, "the bar never goes to the network")
    }

    @Test("BS-2: bar remove drops an ingredient in any spelling, and removing what is not there is no error")
    func barRemove_dropsAnySpelling() async throws {
        let store = try await bar(["gin", "Lime Juice", "Tonic water"])

        let run = await runDringo(["bar", "remove", "  LIME juice", "vodka"], barStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "gin\nTonic water\n")
        #expect(run.standardError == "")
    }

    @Test("BS-2: bar clear empties the bar and says so; listing it then notes how to add ingredients")
    func barClear_emptiesBar() async throws {
        let store = try await bar(["gin", "Tonic water"])

        let cleared = await runDringo(["bar", "clear"], barStore: store)
        let listed = await runDringo(["bar", "list"], barStore: store)

        #expect(cleared.exitCode == .success)
        #expect(cleared.standardOutput == "")
        #expect(cleared.standardError == "Your bar is empty now.\n", "on stderr, as every note of the bar")
        #expect(try await store.retrieve() == [])
        #expect(listed.exitCode == .success)
        #expect(listed.standardOutput == "")
        #expect(listed.standardError == "Your bar is empty. Add what you have with 'dringo bar add gin \"lime juice\"'.\n")
    }

    @Test("BS-11: bar list in JSON is the contract's document, empty or not")
    func barList_printsContractJSON() async throws {
        let store = try await bar(["Tonic water", "gin", "Älpler Bitter"])

        let run = await runDringo(["bar", "list", "--format", "json"], barStore: store)
        let empty = await runDringo(["bar", "list", "--format=json"])

        #expect(run.standardOutput == #"{"ingredients":["Älpler Bitter","gin","Tonic water"]}"# + "\n")
        #expect(empty.exitCode == .success)
        #expect(empty.standardOutput == #"{"ingredients":[]}"# + "\n")
    }

    @Test("BS-7: with a fresh catalogue, adding what no drink uses warns with the closest known ingredient, and still adds it")
    func barAdd_warnsWithSuggestion_whenNoDrinkUsesIt() async throws {
        let catalogue = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -1))
        let store = InMemoryBarStore()

        let run = await runDringo(["bar", "add", "limejuice", "Gin", "unobtainium"], catalogueStore: catalogue, barStore: store)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Gin\nlimejuice\nunobtainium\n")
        #expect(
            run.standardError == """
                No cocktail uses 'limejuice'; added anyway. Did you mean 'Lime juice'?
                No cocktail uses 'unobtainium'; added anyway.

                """)
        #expect(run.httpSettings == nil)
    }

    @Test("BS-19: with a fresh catalogue, a name the knowledge places is known, and an unknown brand suggests its family")
    func barAdd_suggestsFromTheKnowledge() async throws {
        let run = await runDringo(
            ["bar", "add", "white rum", "Smirnoff vodka", "lite rum"], catalogueStore: try await realSyncedCatalogue(),
            barStore: InMemoryBarStore())

        #expect(run.exitCode == .success)
        #expect(
            run.standardError == """
                No cocktail uses 'Smirnoff vodka'; added anyway. Did you mean 'Vodka'?
                No cocktail uses 'lite rum'; added anyway. Did you mean 'White rum'?

                """)
    }

    @Test("BS-7: without a fresh catalogue nothing is known, so nothing is said and nothing is downloaded")
    func barAdd_saysNothing_withoutCatalogue() async throws {
        let expired = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -7))

        let run = await runDringo(["bar", "add", "limejuice"], catalogueStore: expired)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "limejuice\n")
        #expect(run.standardError == "")
        #expect(run.httpSettings == nil)
    }

    @Test("LX-8: an expired catalogue bar add read through its index is deleted before exit, as any command deletes one it read")
    func barAdd_deletesTheExpiredCatalogueItReadThroughTheIndex() async throws {
        let expired = try await syncedCatalogue(savedAt: acceptanceNow.adding(days: -7))

        let run = await runDringo(["bar", "add", "gin"], catalogueStore: expired)

        #expect(run.exitCode == .success)
        #expect(try await expired.retrieve() == nil)
    }

    @Test(
        "BS-8: an unreadable bar fails every bar command with exit 1 and one sentence naming the file, writing nothing",
        arguments: [["bar", "list"], ["bar", "add", "gin"], ["bar", "remove", "gin"], ["bar", "clear"]])
    func bar_namesUnreadableFile(arguments: [String]) async {
        let store = DocumentStoreSpy<[LocalBarIngredient]>(
            throwing: [
                .retrieve: BarStoreError.unreadable(location: "/home/ada/.local/share/dringo/bar.json"),
                .save: BarStoreError.unwritable(location: "written anyway"),
            ])

        let run = await runDringo(arguments, barStore: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not read your bar at /home/ada/.local/share/dringo/bar.json; it was left as it is. Fix or move that file, then try again.\n"
        )
    }

    @Test("BA-8: a bar that cannot be saved fails with exit 1 and one sentence naming the file")
    func barAdd_namesUnwritableFile() async {
        let run = await runDringo(
            ["bar", "add", "gin"], barStore: DocumentStoreSpy(throwing: [.save: BarStoreError.unwritable(location: "/ro/bar.json")]))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Could not save your bar at /ro/bar.json; it is unchanged.\n")
    }

    @Test("BS-10: bar with no ingredient named, or an unknown action, is a usage error (exit 2) that changes nothing")
    func bar_refusesIncompleteCommands() async throws {
        let store = try await bar(["gin"])

        let add = await runDringo(["bar", "add"], barStore: store)
        let unknown = await runDringo(["bar", "drop", "gin"], barStore: store)
        let none = await runDringo(["bar"], barStore: store)

        #expect(add.exitCode == .usage)
        #expect(add.standardError == "'dringo bar add' needs at least one ingredient, for example 'dringo bar add gin'.\n")
        #expect(unknown.exitCode == .usage)
        #expect(
            unknown.standardError == "'drop' is not a bar action; use add, remove, list, clear, substitute, unsubstitute or substitutes.\n")
        #expect(none.exitCode == .usage)
        #expect(none.standardError == "'dringo bar' needs an action: add, remove, list, clear, substitute, unsubstitute or substitutes.\n")
        #expect(try await store.retrieve()?.map(\.name) == ["gin"])
    }

    @Test("BS-1: bar speaks Italian")
    func bar_speaksItalian() async {
        let run = await runDringo(["bar", "list", "--lang", "it"])

        #expect(run.standardError == "Il tuo bar è vuoto. Aggiungi ciò che hai con «dringo bar add gin \"lime juice\"».\n")
    }

    @Test("BS-9: cache clear leaves the bar alone")
    func cacheClear_leavesBarAlone() async throws {
        let store = try await bar(["gin", "Tonic water"])

        let run = await runDringo(["cache", "clear"], barStore: store)

        #expect(run.exitCode == .success)
        #expect(try await store.retrieve()?.map(\.name) == ["gin", "Tonic water"])
    }

    @Test("BS-12: bar add refuses an ingredient with a control character (exit 2), saying why, and adds none of the names")
    func barAdd_refusesControlCharacter() async throws {
        let store = try await bar(["rum"])

        let run = await runDringo(["bar", "add", "gin", "lime\u{1B}[2Jjuice"], barStore: store)

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "An ingredient's name cannot contain control characters, and 'limejuice' does; the bar is unchanged.\n")
        #expect(try await store.retrieve()?.map(\.name) == ["rum"])
    }

    @Test("BS-12: bar add refuses a 100,000-character ingredient (exit 2) without echoing it whole, and the bar is unchanged")
    func barAdd_refusesHugeIngredientWithoutEchoingIt() async throws {
        let store = try await bar(["rum"])
        let huge = String(repeating: "x", count: 100_000)

        let run = await runDringo(["bar", "add", huge, "--format", "json"], barStore: store)

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "An ingredient's name can be at most \(IngredientNameValidator.maximumLength) characters long, and '\(String(repeating: "x", count: 40))…' is longer; the bar is unchanged.\n"
        )
        #expect(try await store.retrieve()?.map(\.name) == ["rum"])
    }

    @Test("BS-12: bar remove refuses a control character (exit 2) and removes none of the names; hostile text never reaches the terminal")
    func barRemove_refusesControlCharacter() async throws {
        let store = try await bar(["gin", "rum"])

        let run = await runDringo(["bar", "remove", "rum", "\u{1B}]0;pwned\u{07}gin\u{1B}[31m", "--lang", "it"], barStore: store)

        #expect(run.exitCode == .usage)
        #expect(
            run.standardError
                == "Il nome di un ingrediente non può contenere caratteri di controllo, e «gin» ne contiene; il bar è rimasto invariato.\n")
        #expect(try await store.retrieve()?.map(\.name) == ["gin", "rum"])
    }

    @Test("BS-12: bar --help states the rule for names, in both languages")
    func barHelp_statesRuleForNames() async {
        // Read as one line: the page is wrapped to the terminal's width.
        let english = await runDringo(["bar", "--help"]).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let italian = await runDringo(["bar", "--lang", "it", "--help"]).standardOutput.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")

        #expect(english.contains("no control characters and at most \(IngredientNameValidator.maximumLength) characters"))
        #expect(italian.contains("al massimo \(IngredientNameValidator.maximumLength) caratteri e nessun carattere di controllo"))
    }

    @Test("BS-13: a bar saved with escape sequences lists clean, removes by the listed name, and is then saved clean")
    func dirtySavedBar_listsCleanAndRemovesByShownName() async throws {
        let store = try await bar(["lime\u{1B}[2Jjuice", "\u{1B}[31mgin\u{1B}[0m", "\u{1B}]0;only a title\u{07}"])

        let listed = await runDringo(["bar", "list"], barStore: store)
        let json = await runDringo(["bar", "list", "--format", "json"], barStore: store)
        let removed = await runDringo(["bar", "remove", "limejuice"], barStore: store)

        #expect(listed.exitCode == .success)
        #expect(listed.standardOutput == "gin\nlimejuice\n")
        #expect(json.standardOutput == #"{"ingredients":["gin","limejuice"]}"# + "\n")
        #expect(removed.exitCode == .success)
        #expect(removed.standardOutput == "gin\n")
        #expect(try await store.retrieve()?.map(\.name) == ["gin"], "the next write saves the clean names")
    }

    @Test("BA-12: a saved ingredient over the length cap is listed whole, and removed by what is listed")
    func overCapSavedIngredient_isListedWholeAndRemovable() async throws {
        let long = String(repeating: "y", count: 150)
        let store = try await bar(["gin", long])

        let listed = await runDringo(["bar", "list"], barStore: store)
        let removed = await runDringo(["bar", "remove", long], barStore: store)

        #expect(listed.standardOutput == "gin\n\(long)\n")
        #expect(removed.exitCode == .success)
        #expect(try await store.retrieve()?.map(\.name) == ["gin"])
    }
}

/// A bar holding these ingredients, in this order.
func bar(_ names: [String]) async throws -> InMemoryBarStore {
    let store = InMemoryBarStore()
    try await store.save(names.map(LocalBarIngredient.init(name:)))
    return store
}
