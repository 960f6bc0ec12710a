import BarFeature
import CompositionRoot
import CompositionRootTestSupport
import Foundation
import StoreCore
import TestSupport
import Testing
import UserDataInfra

/// The user's own substitutes, seen from the command line: `dringo bar substitute|unsubstitute|substitutes`.
struct ManageSubstitutesAcceptanceTests {
    @Test("BS-30: bar substitute declares one, confirms it, and lists the substitutes sorted; again in another spelling changes nothing")
    func barSubstitute_declaresAndLists() async throws {
        let store = InMemorySubstitutesStore()

        let first = await runSubstitutes(["bar", "substitute", " dry curaçao ", "Cointreau"], store: store)
        let second = await runSubstitutes(["bar", "substitute", "lemon", "lime"], store: store)
        let again = await runSubstitutes(["bar", "substitute", "DRY CURACAO", "cointreau"], store: store)

        #expect(first.exitCode == .success)
        #expect(first.standardOutput == "dry curaçao for Cointreau\n")
        #expect(first.standardError == "'dry curaçao' now stands for 'Cointreau' when you look for drinks.\n")
        #expect(second.standardOutput == "dry curaçao for Cointreau\nlemon for lime\n")
        #expect(again.standardOutput == second.standardOutput)
        #expect(again.standardError == first.standardError, "the confirmation names the substitute as it is kept")
        #expect(
            try await store.retrieve() == [
                LocalIngredientSubstitute(have: "dry curaçao", for: "Cointreau"), LocalIngredientSubstitute(have: "lemon", for: "lime"),
            ])
        #expect(first.httpSettings == nil, "substitutes never go to the network")
    }

    @Test(
        "BS-30: bar unsubstitute forgets one in any spelling; forgetting one not declared is no error; the last one gone, a note says how to declare one"
    )
    func barUnsubstitute_forgetsAnySpelling() async throws {
        let store = try await substitutes([("dry curaçao", "Cointreau"), ("lemon", "lime")])

        let forgotten = await runSubstitutes(["bar", "unsubstitute", "Dry Curacao", "COINTREAU"], store: store)
        let notDeclared = await runSubstitutes(["bar", "unsubstitute", "lime", "lemon"], store: store)
        let last = await runSubstitutes(["bar", "unsubstitute", "lemon", "lime"], store: store)
        let listed = await runSubstitutes(["bar", "substitutes"], store: store)

        #expect(forgotten.exitCode == .success)
        #expect(forgotten.standardOutput == "lemon for lime\n")
        #expect(forgotten.standardError == "")
        #expect(notDeclared.exitCode == .success)
        #expect(notDeclared.standardOutput == "lemon for lime\n")
        #expect(last.standardOutput == "")
        #expect(listed.exitCode == .success)
        #expect(listed.standardOutput == "")
        #expect(listed.standardError == "You have no substitutes. Declare one with 'dringo bar substitute \"dry curaçao\" Cointreau'.\n")
    }

    @Test("BS-31: bar substitutes in JSON is one document of pairs, empty or not")
    func barSubstitutes_printsJSON() async throws {
        let store = try await substitutes([("lemon", "lime"), ("dry curaçao", "Cointreau")])

        let run = await runSubstitutes(["bar", "substitutes", "--format", "json"], store: store)
        let empty = await runSubstitutes(["bar", "substitutes", "--format=json"], store: InMemorySubstitutesStore())

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == #"{"substitutes":[{"have":"dry curaçao","for":"Cointreau"},{"have":"lemon","for":"lime"}]}"# + "\n")
        #expect(empty.standardOutput == #"{"substitutes":[]}"# + "\n")
    }

    @Test(
        "BS-32: a name with a control character, over 100 characters or blank, or a substitute for itself, is refused (exit 2) and nothing changes",
        arguments: [
            (
                ["bar", "substitute", "\u{1B}]0;pwned\u{07}lime\u{1B}[31m", "gin"],
                "An ingredient's name cannot contain control characters, and 'lime' does; your substitutes are unchanged.\n"
            ),
            (
                ["bar", "substitute", "lemon", String(repeating: "x", count: 100_000)],
                "An ingredient's name can be at most 100 characters long, and '\(String(repeating: "x", count: 40))…' is longer; your substitutes are unchanged.\n"
            ),
            (["bar", "substitute", " ", "gin"], "An ingredient's name cannot be empty; your substitutes are unchanged.\n"),
            (
                ["bar", "substitute", "Limé", " LIME "],
                "'Limé' cannot stand for itself; name two different ingredients. Your substitutes are unchanged.\n"
            ),
            (
                ["bar", "unsubstitute", "lemon", "lime\u{7}"],
                "An ingredient's name cannot contain control characters, and 'lime' does; your substitutes are unchanged.\n"
            ),
        ])
    func barSubstitute_refusesHostileNames(arguments: [String], message: String) async throws {
        let store = try await substitutes([("lemon", "lime")])

        let run = await runSubstitutes(arguments, store: store)

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
        #expect(try await store.retrieve() == [LocalIngredientSubstitute(have: "lemon", for: "lime")])
    }

    @Test("BS-32: bar substitute without both names is a usage error (exit 2)")
    func barSubstitute_needsBothNames() async {
        let run = await runSubstitutes(["bar", "substitute", "lemon"], store: InMemorySubstitutesStore())

        #expect(run.exitCode == .usage)
        #expect(
            run.standardError
                == "'dringo bar substitute' needs what you have and what it stands for, for example 'dringo bar substitute \"dry curaçao\" Cointreau'.\n"
        )
    }

    @Test("BS-33: cache clear leaves the substitutes alone; they are kept beside the bar, in the data directory")
    func cacheClear_leavesSubstitutesAlone() async throws {
        let store = try await substitutes([("dry curaçao", "Cointreau")])
        let storage = InMemoryDocumentStorage()
        storage.place(store, named: "substitutes.json")

        let run = await runDringo(["cache", "clear"], storage: storage, environment: ["DRINGO_DATA_DIR": "/home/ada/data"])
        let listed = await runDringo(["bar", "substitutes"], storage: storage, environment: ["DRINGO_DATA_DIR": "/home/ada/data"])

        #expect(run.exitCode == .success)
        #expect(try await store.retrieve() == [LocalIngredientSubstitute(have: "dry curaçao", for: "Cointreau")])
        #expect(listed.standardOutput == "dry curaçao for Cointreau\n")
        #expect(storage.folder(ofFileNamed: "substitutes.json") == storage.folder(ofFileNamed: "bar.json"))
        #expect(storage.folder(ofFileNamed: "substitutes.json")?.path == "/home/ada/data")
    }

    @Test(
        "BS-34: unreadable substitutes fail every substitutes command with exit 1 and one sentence naming the file, writing nothing",
        arguments: [["bar", "substitutes"], ["bar", "substitute", "lemon", "lime"], ["bar", "unsubstitute", "lemon", "lime"]])
    func substitutes_nameUnreadableFile(arguments: [String]) async {
        let store = DocumentStoreSpy<[LocalIngredientSubstitute]>(
            throwing: [
                .retrieve: BarStoreError.unreadable(location: "/home/ada/.local/share/dringo/substitutes.json"),
                .save: BarStoreError.unwritable(location: "written anyway"),
            ])

        let run = await runSubstitutes(arguments, store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Could not read your substitutes at /home/ada/.local/share/dringo/substitutes.json; the file was left as it is. Fix or move that file, then try again.\n"
        )
    }

    @Test("SU-6: substitutes that cannot be saved fail with exit 1 and one sentence naming the file")
    func barSubstitute_namesUnwritableFile() async {
        let store = DocumentStoreSpy<[LocalIngredientSubstitute]>(throwing: [
            .save: BarStoreError.unwritable(location: "/ro/substitutes.json")
        ])

        let run = await runSubstitutes(["bar", "substitute", "lemon", "lime"], store: store)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Could not save your substitutes at /ro/substitutes.json; they are unchanged.\n")
    }

    @Test("BS-30: bar substitute speaks Italian")
    func barSubstitute_speaksItalian() async {
        let run = await runSubstitutes(["bar", "substitute", "lemon", "lime", "--lang", "it"], store: InMemorySubstitutesStore())

        #expect(run.standardOutput == "Limone al posto di Lime\n")
        #expect(run.standardError == "Quando cerchi i drink, «Limone» ora vale al posto di «Lime».\n")
    }

    // MARK: - Helpers

    @Test("LG-13: --lang de bar substitute Zitronensaft Limettensaft keeps TheCocktailDB's names, and unsubstitute takes them too")
    func substitute_typedInTheLanguage_keepsTheEnglishNames() async throws {
        let store = InMemorySubstitutesStore()

        let added = await runSubstitutes(["--lang", "de", "bar", "substitute", "Zitronensaft", "limettensaft"], store: store)
        let kept = try await store.retrieve()
        let removed = await runSubstitutes(["--lang", "de", "bar", "unsubstitute", "Zitronensaft", "Limettensaft"], store: store)

        #expect(added.exitCode == .success, "\(added.standardError)")
        #expect(kept == [LocalIngredientSubstitute(have: "Lemon juice", for: "Lime juice")])
        #expect(removed.exitCode == .success, "\(removed.standardError)")
        #expect(try await store.retrieve() == [])
    }

    private func runSubstitutes(_ arguments: [String], store: any SubstitutesStore) async -> DringoRun {
        let storage = InMemoryDocumentStorage()
        storage.place(store, named: "substitutes.json")
        return await runDringo(arguments, storage: storage)
    }

    private func substitutes(_ pairs: [(String, String)]) async throws -> InMemorySubstitutesStore {
        let store = InMemorySubstitutesStore()
        try await store.save(pairs.map { LocalIngredientSubstitute(have: $0.0, for: $0.1) })
        return store
    }
}
