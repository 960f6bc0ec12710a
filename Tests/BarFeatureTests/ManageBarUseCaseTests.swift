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

        #expect(store.receivedMessages == [.retrieve, .replace(local("gin", "Lime Juice", "Angostura bitters"))])
        #expect(names(bar) == ["Angostura bitters", "gin", "Lime Juice"])
    }

    @Test("BA-1: add to an empty bar saves the ingredients")
    func add_savesIngredientsOnEmptyBar() async throws {
        let (sut, store) = makeSUT()

        let bar = try await sut.add(["gin"])

        #expect(store.receivedMessages == [.retrieve, .replace(local("gin"))])
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

    @Test("BA-2: add keeps the first spelling of a name given twice")
    func add_keepsFirstSpellingOfRepeatedName() async throws {
        let (sut, store) = makeSUT()

        let bar = try await sut.add(["Tonic Water", "tonic water", "  "])

        #expect(store.receivedMessages == [.retrieve, .replace(local("Tonic Water"))])
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
    func add_failsOnReplacementError() async {
        let (sut, store) = makeSUT()
        store.completeReplacement(with: unwritableBar)

        await #expect(throws: unwritableBar) {
            try await sut.add(["gin"])
        }
        #expect(store.receivedMessages == [.retrieve, .replace(local("gin"))])
    }

    // MARK: - Remove

    @Test("BA-3, BA-9: remove saves the bar without the named ingredients, in any spelling")
    func remove_savesBarWithoutNamedIngredients() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin", "Lime Juice", "sugar syrup"])

        let bar = try await sut.remove(["LIMÉ JUICE ", "Gin"])

        #expect(store.receivedMessages == [.retrieve, .replace(local("sugar syrup"))])
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
    func remove_failsOnReplacementError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])
        store.completeReplacement(with: unwritableBar)

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
        #expect(store.receivedMessages == [.retrieve, .replace([])])
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
    func clear_failsOnReplacementError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: ["gin"])
        store.completeReplacement(with: unwritableBar)

        await #expect(throws: unwritableBar) {
            try await sut.clear()
        }
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
