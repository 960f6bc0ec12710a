import BarFeature
import NameMatching
import TestSupport
import Testing

@Suite("Manage the substitutes use case")
final class ManageSubstitutesUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    // MARK: - Add

    @Test("SU-1: add saves the pair, trimmed, after the saved ones, and delivers them sorted")
    func add_savesPairAfterSavedOnesAndDeliversSorted() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("lemon", "lime")])

        let substitutes = try await sut.add(" dry curaçao ", for: "Cointreau")

        #expect(store.receivedMessages == [.retrieve, .save([pair("lemon", "lime"), pair("dry curaçao", "Cointreau")])])
        #expect(substitutes == [IngredientSubstitute("dry curaçao", for: "Cointreau"), IngredientSubstitute("lemon", for: "lime")])
    }

    @Test("SU-2: add of a pair already declared, in another spelling, keeps the first spelling and saves nothing")
    func add_changesNothingOnPairAlreadyDeclared() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("dry curaçao", "Cointreau")])

        let substitutes = try await sut.add("DRY CURACAO", for: " cointreau ")

        #expect(store.receivedMessages == [.retrieve])
        #expect(substitutes == [IngredientSubstitute("dry curaçao", for: "Cointreau")])
    }

    @Test("SU-2: add of the reversed pair is another substitute")
    func add_savesReversedPair() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("lemon", "lime")])

        _ = try await sut.add("lime", for: "lemon")

        #expect(store.receivedMessages == [.retrieve, .save([pair("lemon", "lime"), pair("lime", "lemon")])])
    }

    @Test("SU-5: add fails on unreadable substitutes, with the store's error, and writes nothing")
    func add_failsOnRetrievalErrorWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableSubstitutes)

        await #expect(throws: unreadableSubstitutes) {
            try await sut.add("lemon", for: "lime")
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("SU-6: add fails on a save error, with the store's error")
    func add_failsOnSavingError() async {
        let (sut, store) = makeSUT()
        store.completeSaving(with: unwritableSubstitutes)

        await #expect(throws: unwritableSubstitutes) {
            try await sut.add("lemon", for: "lime")
        }
    }

    @Test(
        "SU-7: add refuses a name that breaks the rules for typed text, naming the rule, before reading",
        arguments: [
            ("lime\u{1B}[2J", "lemon", refused: "lime\u{1B}[2J", TypedTextError.containsControlCharacters),
            ("lemon", String(repeating: "a", count: 101), refused: String(repeating: "a", count: 101), .tooLong(maximum: 100)),
            ("  ", "lime", refused: "  ", .empty),
            ("lemon", "", refused: "", .empty),
        ])
    func add_refusesBrokenNameBeforeReading(have: String, wanted: String, refused: String, reason: TypedTextError) async {
        let (sut, store) = makeSUT()

        await #expect(throws: IngredientNameError(name: refused, reason: reason)) {
            try await sut.add(have, for: wanted)
        }
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("SU-8: add refuses a substitute for itself, in any spelling, before reading")
    func add_refusesSubstituteForItself() async {
        let (sut, store) = makeSUT()

        await #expect(throws: SameIngredientSubstituteError(name: "Limé")) {
            try await sut.add(" Limé ", for: "LIME")
        }
        #expect(store.receivedMessages.isEmpty)
    }

    // MARK: - Remove

    @Test("SU-3: remove drops the pair in any spelling, saves the rest, and delivers them")
    func remove_dropsPairInAnySpelling() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("dry curaçao", "Cointreau"), pair("lemon", "lime")])

        let substitutes = try await sut.remove("Dry Curacao", for: "COINTREAU")

        #expect(store.receivedMessages == [.retrieve, .save([pair("lemon", "lime")])])
        #expect(substitutes == [IngredientSubstitute("lemon", for: "lime")])
    }

    @Test("SU-3: remove of a pair not declared, or only reversed, changes nothing and saves nothing")
    func remove_changesNothingOnPairNotDeclared() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("lemon", "lime")])

        let substitutes = try await sut.remove("lime", for: "lemon")

        #expect(store.receivedMessages == [.retrieve])
        #expect(substitutes == [IngredientSubstitute("lemon", for: "lime")])
    }

    @Test("SU-5: remove fails on unreadable substitutes, with the store's error, and writes nothing")
    func remove_failsOnRetrievalErrorWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableSubstitutes)

        await #expect(throws: unreadableSubstitutes) {
            try await sut.remove("lemon", for: "lime")
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("SU-7: remove refuses a name with control characters and writes nothing")
    func remove_refusesControlCharacters() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("lemon", "lime")])

        await #expect(throws: IngredientNameError(name: "lime\u{7}", reason: .containsControlCharacters)) {
            try await sut.remove("lemon", for: "lime\u{7}")
        }
        #expect(!store.receivedMessages.contains { if case .save = $0 { true } else { false } })
    }

    // MARK: - List

    @Test("SU-4: list delivers the substitutes sorted by what the user has, then by what it stands for")
    func list_deliversSortedSubstitutes() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [pair("lemon", "lime"), pair("Dry curaçao", "triple sec"), pair("dry curaçao", "Cointreau")])

        let substitutes = try await sut.list()

        #expect(
            substitutes == [
                IngredientSubstitute("dry curaçao", for: "Cointreau"), IngredientSubstitute("Dry curaçao", for: "triple sec"),
                IngredientSubstitute("lemon", for: "lime"),
            ])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("SU-4: list delivers nothing when none is saved")
    func list_deliversNothingWhenNoneSaved() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.list() == [])
    }

    @Test("SU-5: list fails on unreadable substitutes, with the store's error")
    func list_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableSubstitutes)

        await #expect(throws: unreadableSubstitutes) {
            try await sut.list()
        }
    }

    @Test("SU-9: saved names are cleaned; blank, same and repeated pairs are dropped, keeping the first spelling")
    func list_cleansSavedPairs() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [
            pair("lem\u{1B}[31mon", "lime"), pair("\u{7}", "gin"), pair("gin", "GIN"), pair("LEMON", "Lime"),
        ])

        #expect(try await sut.list() == [IngredientSubstitute("lemon", for: "lime")])
    }

    @Test("SU-9: a saved name over the cap is listed whole, and remove by it removes it")
    func overCapSavedName_isListedWholeAndRemovable() async throws {
        let (sut, store) = makeSUT()
        let overCap = String(repeating: "a", count: 150)
        store.completeRetrieval(with: [pair(overCap, "lime"), pair("lemon", "lime")])

        let listed = try await sut.list()
        let substitutes = try await sut.remove(overCap, for: "lime")

        #expect(listed.map(\.have) == [overCap, "lemon"])
        #expect(substitutes == [IngredientSubstitute("lemon", for: "lime")])
        #expect(store.receivedMessages == [.retrieve, .retrieve, .save([pair("lemon", "lime")])])
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (sut: LocalSubstitutes, store: SubstitutesStoreSpy) {
        let store = SubstitutesStoreSpy()
        let sut = LocalSubstitutes(store: store)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }

    private func pair(_ have: String, _ wanted: String) -> LocalIngredientSubstitute {
        LocalIngredientSubstitute(have: have, for: wanted)
    }
}

private let unreadableSubstitutes = BarStoreError.unreadable(location: "/data/dringo/substitutes.json")
private let unwritableSubstitutes = BarStoreError.unwritable(location: "/data/dringo/substitutes.json")
