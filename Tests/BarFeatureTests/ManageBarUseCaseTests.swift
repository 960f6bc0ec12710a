import BarFeature
import TestSupport
import Testing

@Suite("Manage the bar use case")
final class ManageBarUseCaseTests {
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

    @Test("BA-1: add saves the new ingredients, trimmed, after the saved ones, and delivers the bar sorted")
    func add_savesNewIngredientsAndDeliversSortedBar() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])

        let bar = try await sut.add([" Lime Juice ", "Angostura bitters"])

        #expect(store.receivedMessages == [.retrieve, .save(local("gin", "Lime Juice", "Angostura bitters"))])
        #expect(names(bar) == ["Angostura bitters", "gin", "Lime Juice"])
    }

    @Test("BA-1: add to an empty bar saves the ingredients")
    func add_savesIngredientsOnEmptyBar() async throws {
        let (sut, store) = makeSUT()

        let bar = try await sut.add(["gin"])

        #expect(store.receivedMessages == [.retrieve, .save(local("gin"))])
        #expect(names(bar) == ["gin"])
    }

    @Test("BA-2, BA-9: add of an ingredient already there, in another spelling, changes nothing and saves nothing")
    func add_changesNothingOnIngredientAlreadyThere() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["lime juice"])

        let bar = try await sut.add([" Lime Juice ", "LIME JUICE", "Limé juice"])

        #expect(store.receivedMessages == [.retrieve])
        #expect(names(bar) == ["lime juice"])
    }

    @Test("BA-9: add or remove of names that are all blank is refused as blank, and saves nothing")
    func addOrRemove_refusesOnlyBlankNames() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: IngredientNameError(name: "", reason: .empty)) { try await sut.add(["", "  "]) }
        #expect(store.receivedMessages.isEmpty, "add checks the names before it reads the bar")
        await #expect(throws: IngredientNameError(name: " ", reason: .empty)) { try await sut.remove([" "]) }
        #expect(store.receivedMessages == [.retrieve], "remove reads the bar, which a name over the cap may still name")
    }

    @Test("BA-2: add keeps the first spelling of a name given twice")
    func add_keepsFirstSpellingOfRepeatedName() async throws {
        let (sut, store) = makeSUT()

        let bar = try await sut.add(["Tonic Water", "tonic water", "  "])

        #expect(store.receivedMessages == [.retrieve, .save(local("Tonic Water"))])
        #expect(names(bar) == ["Tonic Water"])
    }

    @Test("BA-7: add fails on an unreadable bar, with the store's error, and writes nothing")
    func add_failsOnRetrievalErrorWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) {
            try await sut.add(["gin"])
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-8: add fails on a save error, with the store's error")
    func add_failsOnSavingError() async {
        let (sut, store) = makeSUT()
        store.completeSaving(with: unwritableBar)

        await #expect(throws: unwritableBar) {
            try await sut.add(["gin"])
        }
        #expect(store.receivedMessages == [.retrieve, .save(local("gin"))])
    }

    // MARK: - Remove

    @Test("BA-3, BA-9: remove saves the bar without the named ingredients, in any spelling")
    func remove_savesBarWithoutNamedIngredients() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin", "Lime Juice", "sugar syrup"])

        let bar = try await sut.remove(["LIMÉ JUICE ", "Gin"])

        #expect(store.receivedMessages == [.retrieve, .save(local("sugar syrup"))])
        #expect(names(bar) == ["sugar syrup"])
    }

    @Test("BA-4: remove of an ingredient not there changes nothing and saves nothing")
    func remove_changesNothingOnIngredientNotThere() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])

        let bar = try await sut.remove(["vodka", " "])

        #expect(store.receivedMessages == [.retrieve])
        #expect(names(bar) == ["gin"])
    }

    @Test("BA-7: remove fails on an unreadable bar, with the store's error, and writes nothing")
    func remove_failsOnRetrievalErrorWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) {
            try await sut.remove(["gin"])
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-8: remove fails on a save error, with the store's error")
    func remove_failsOnSavingError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])
        store.completeSaving(with: unwritableBar)

        await #expect(throws: unwritableBar) {
            try await sut.remove(["gin"])
        }
    }

    // MARK: - List

    @Test("BA-5: list delivers the bar sorted by name, ignoring case and diacritics, and writes nothing")
    func list_deliversBarSortedIgnoringCaseAndDiacritics() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["lime", "Éclair liqueur", "TONIC WATER", "apricot brandy", "Egg white"])

        let bar = try await sut.list()

        #expect(names(bar) == ["apricot brandy", "Éclair liqueur", "Egg white", "lime", "TONIC WATER"])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-5: list delivers nothing on an empty bar")
    func list_deliversNothingOnEmptyBar() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.list() == [])
    }

    @Test("BA-5: list drops blank names and keeps the first spelling of a name saved twice")
    func list_dropsBlankAndRepeatedSavedNames() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["Gin", " ", "gin", "lime"])

        #expect(names(try await sut.list()) == ["Gin", "lime"])
    }

    @Test("BA-7: list fails on an unreadable bar, with the store's error")
    func list_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) {
            try await sut.list()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Clear

    @Test("BA-6: clear saves an empty bar and delivers nothing")
    func clear_savesEmptyBar() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin", "lime"])

        #expect(try await sut.clear() == [])
        #expect(store.receivedMessages == [.retrieve, .save([])])
    }

    @Test("BA-6: clear of an empty bar saves nothing")
    func clear_savesNothingOnEmptyBar() async throws {
        let (sut, store) = makeSUT()

        #expect(try await sut.clear() == [])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-7: clear fails on an unreadable bar, with the store's error, and writes nothing")
    func clear_failsOnRetrievalErrorWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) {
            try await sut.clear()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-8: clear fails on a save error, with the store's error")
    func clear_failsOnSavingError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])
        store.completeSaving(with: unwritableBar)

        await #expect(throws: unwritableBar) {
            try await sut.clear()
        }
    }

    // MARK: - Typed names

    @Test("BA-10: add refuses a name with a control character, naming it and the rule, before the bar is read")
    func add_refusesControlCharacterBeforeReading() async {
        let (sut, store) = makeSUT()

        await #expect(throws: IngredientNameError(name: "lime\u{1B}[2Jjuice", reason: .containsControlCharacters)) {
            try await sut.add(["gin", "lime\u{1B}[2Jjuice", "sugar"])
        }
        #expect(store.receivedMessages == [], "nothing is read or written, so none of the names is added")
    }

    @Test("BA-10: add refuses a name one character over the cap, and accepts one at the cap")
    func add_refusesNameOverCap() async throws {
        let (sut, store) = makeSUT()
        let atCap = String(repeating: "🍸", count: IngredientNameValidator.maximumLength)

        await #expect(throws: IngredientNameError(name: atCap + "!", reason: .tooLong(maximum: 100))) {
            try await sut.add(["gin", atCap + "!"])
        }
        #expect(store.receivedMessages == [])
        #expect(names(try await sut.add([atCap])) == [atCap])
    }

    @Test("BA-10: remove refuses a name with a control character, and writes nothing")
    func remove_refusesControlCharacterWithoutWriting() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin", "lime"])

        await #expect(throws: IngredientNameError(name: "gin\u{202E}", reason: .containsControlCharacters)) {
            try await sut.remove(["lime", "gin\u{202E}"])
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-10: remove refuses a name over the cap that names nothing in the bar, and writes nothing")
    func remove_refusesNameOverCapNotInBar() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])
        let overCap = String(repeating: "a", count: 101)

        await #expect(throws: IngredientNameError(name: overCap, reason: .tooLong(maximum: 100))) {
            try await sut.remove(["gin", overCap])
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("BA-11: list delivers saved names cleaned as a terminal shows them, dropping those blank once cleaned")
    func list_deliversSavedNamesCleaned() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [
            "lime\u{1B}[2Jjuice", "\u{1B}]0;title\u{07}", "sugar\tsyrup", "Gin\u{202E}", "gin", "r\u{9B}31mum\u{7F}",
        ])

        let bar = try await sut.list()

        #expect(names(bar) == ["Gin", "limejuice", "rum", "sugar syrup"])
        #expect(store.receivedMessages == [.retrieve], "listing writes nothing")
    }

    @Test("BA-11: remove by the name list shows removes a saved name with an escape sequence, and saves the rest clean")
    func remove_byShownNameRemovesDirtySavedName() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["lime\u{1B}[2Jjuice", "sugar\tsyrup"])

        let bar = try await sut.remove(["limejuice"])

        #expect(names(bar) == ["sugar syrup"])
        #expect(store.receivedMessages == [.retrieve, .save(local("sugar syrup"))])
    }

    @Test("BA-11: add to a bar saved with escape sequences saves every name clean")
    func add_savesDirtySavedNamesClean() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["\u{1B}[31mgin\u{1B}[0m"])

        _ = try await sut.add(["lime"])

        #expect(store.receivedMessages == [.retrieve, .save(local("gin", "lime"))])
    }

    @Test("BA-12: a saved name over the cap is listed whole, and remove by it removes it")
    func overCapSavedName_isListedWholeAndRemovable() async throws {
        let (sut, store) = makeSUT()
        let overCap = String(repeating: "a", count: 150)
        store.completeRetrieval(with: ["gin", overCap])

        let listed = try await sut.list()
        let bar = try await sut.remove([overCap])

        #expect(names(listed) == [overCap, "gin"])
        #expect(names(bar) == ["gin"])
        #expect(store.receivedMessages == [.retrieve, .retrieve, .save(local("gin"))])
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (sut: LocalBar, store: BarStoreSpy) {
        let store = BarStoreSpy()
        let sut = LocalBar(store: store)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
