import FavouritesFeature
import NameMatching
import TestSupport
import Testing

@Suite("Manage favourites use case")
final class ManageFavouritesUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    // MARK: - Save

    @Test("FV-1: save appends the drink with its rating and note after the saved ones, and delivers it")
    func save_appendsNewFavourite() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [mojito])

        let saved = try await sut.save(id: 11007, name: "Margarita", rating: 5, note: " less salt ")

        #expect(saved == Favourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"))
        #expect(store.receivedMessages == [.retrieve, .save([mojito, local(11007, "Margarita", 5, "less salt")])])
    }

    @Test("FV-1: save with neither rating nor note keeps the drink alone")
    func save_keepsDrinkWithoutRatingOrNote() async throws {
        let (sut, store) = makeSUT()

        let saved = try await sut.save(id: 11007, name: "Margarita")

        #expect(saved == Favourite(id: 11007, name: "Margarita"))
        #expect(store.receivedMessages == [.retrieve, .save([local(11007, "Margarita", nil, nil)])])
    }

    @Test("FV-2: save of a favourite replaces what is given, keeps what is not, and takes the name given")
    func save_updatesWhatIsGiven() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(11007, "Old Margarita", 3, "less salt"), mojito])

        let saved = try await sut.save(id: 11007, name: "Margarita", rating: 5)

        #expect(saved == Favourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"))
        #expect(store.receivedMessages == [.retrieve, .save([local(11007, "Margarita", 5, "less salt"), mojito])])
    }

    @Test("FV-2: a blank note clears the saved one")
    func save_clearsNoteOnBlankNote() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(11007, "Margarita", 3, "less salt")])

        let saved = try await sut.save(id: 11007, name: "Margarita", note: "  ")

        #expect(saved.note == nil)
        #expect(store.receivedMessages == [.retrieve, .save([local(11007, "Margarita", 3, nil)])])
    }

    @Test("FV-2: save that changes nothing saves nothing")
    func save_savesNothingWhenNothingChanges() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(11007, "Margarita", 3, "less salt")])

        _ = try await sut.save(id: 11007, name: "Margarita", rating: 3)

        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Remove

    @Test("FV-3: remove by id or by the saved name, in any spelling, saves the others and delivers the one removed")
    func remove_removesByIDOrName() async throws {
        for query in [CocktailQuery.id(11007), .name("MARGARÍTA"), .name("marg")] {
            let (sut, store) = makeSUT()
            store.completeRetrieval(with: [local(11007, "Margarita", 5, nil), mojito])

            let removed = try await sut.remove(query)

            #expect(removed.id == 11007, "\(query)")
            #expect(store.receivedMessages == [.retrieve, .save([mojito])], "\(query)")
        }
    }

    @Test("FV-3: remove of a name several favourites hold, none exactly, is ambiguous with the candidates; an exact name wins")
    func remove_ambiguousNameNamesCandidates() async throws {
        let (sut, store) = makeSUT()
        let margaritas = [local(11007, "Margarita", nil, nil), local(11118, "Blue Margarita", nil, nil)]
        store.completeRetrieval(with: margaritas)

        await #expect(
            throws: CocktailLookupError.ambiguousName(candidates: [
                CocktailCandidate(id: 11007, name: "Margarita"), CocktailCandidate(id: 11118, name: "Blue Margarita"),
            ])
        ) {
            try await sut.remove(.name("garita"))
        }
        let exact = try await sut.remove(.name("margarita"))

        #expect(exact.id == 11007)
    }

    @Test("FV-3: remove of what is no favourite is not found, and saves nothing")
    func remove_notFoundSavesNothing() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [mojito])

        await #expect(throws: CocktailLookupError.noSuchCocktail) { try await sut.remove(.id(11007)) }
        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - List and find

    @Test("FV-4: list delivers the favourites by name, ignoring case and diacritics, then by id")
    func list_deliversSortedByName() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(3, "mojito", nil, nil), local(2, "Éclair", nil, nil), local(1, "Mojito", nil, nil), mojito])

        let names = try await sut.list().map { "\($0.id) \($0.name)" }

        #expect(names == ["2 Éclair", "1 Mojito", "3 mojito", "11000 Mojito"])
    }

    @Test("FV-4: list of none saved is empty")
    func list_deliversEmptyOnNoneSaved() async throws {
        let (sut, _) = makeSUT()

        #expect(try await sut.list().isEmpty)
    }

    @Test("FV-5: favourite(id:) delivers the favourite of that drink, or nil")
    func favourite_deliversByID() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(11007, "Margarita", 5, "less salt")])

        #expect(try await sut.favourite(id: 11007) == Favourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"))
        #expect(try await sut.favourite(id: 11000) == nil)
    }

    @Test("FV-10: a drink saved twice in the file is delivered once, its first entry kept")
    func list_keepsFirstEntryOfDuplicate() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [local(11007, "Margarita", 5, nil), local(11007, "Margarita", 1, nil)])

        #expect(try await sut.list() == [Favourite(id: 11007, name: "Margarita", rating: 5)])
    }

    // MARK: - Failures

    @Test("FV-6: every use case delivers the store's retrieval error and writes nothing")
    func everyUseCase_deliversRetrievalErrorWritingNothing() async {
        let error = anyError()
        let uses: [@Sendable (LocalFavourites) async throws -> Void] = [
            { _ = try await $0.save(id: 1, name: "A", rating: 1) }, { _ = try await $0.remove(.id(1)) }, { _ = try await $0.list() },
            { _ = try await $0.favourite(id: 1) },
        ]
        for use in uses {
            let (sut, store) = makeSUT()
            store.completeRetrieval(with: error)

            await #expect(throws: AnyError.self) { try await use(sut) }
            #expect(store.receivedMessages == [.retrieve])
        }
    }

    @Test("FV-7: save and remove deliver the store's save error")
    func saveAndRemove_deliverSaveError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [mojito])
        store.completeSaving(with: anyError())

        await #expect(throws: AnyError.self) { try await sut.save(id: 1, name: "A") }
        await #expect(throws: AnyError.self) { try await sut.remove(.id(11000)) }
    }

    @Test("FV-8: a rating that is not a whole number from 1 to 5 is refused before the store is read", arguments: [0, 6, -1, Int.max])
    func save_refusesRatingOutOfRange(rating: Int) async {
        let (sut, store) = makeSUT()

        await #expect(throws: FavouriteInputError.ratingOutOfRange(rating)) { try await sut.save(id: 1, name: "A", rating: rating) }
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("FV-9: a note with a control character, or over 500 characters, is refused naming the rule, before the store is read")
    func save_refusesHostileNote() async {
        let cases: [(String, TypedTextError)] = [
            ("less\u{1B}[2Jsalt", .containsControlCharacters), ("a\u{202E}b", .containsControlCharacters),
            (String(repeating: "x", count: 501), .tooLong(maximum: 500)),
        ]
        for (note, reason) in cases {
            let (sut, store) = makeSUT()

            await #expect(throws: FavouriteInputError.note(note, reason: reason)) { try await sut.save(id: 1, name: "A", note: note) }
            #expect(store.receivedMessages.isEmpty)
        }
    }

    @Test("FV-9: a note of exactly 500 characters is kept")
    func save_keepsNoteAtTheCap() async throws {
        let (sut, _) = makeSUT()
        let note = String(repeating: "é", count: 500)

        #expect(try await sut.save(id: 1, name: "A", note: note).note == note)
    }

    // MARK: - Helpers

    private let mojito = LocalFavourite(id: 11000, name: "Mojito", rating: nil, note: nil)

    private func local(_ id: Int, _ name: String, _ rating: Int?, _ note: String?) -> LocalFavourite {
        LocalFavourite(id: id, name: name, rating: rating, note: note)
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (sut: LocalFavourites, store: FavouritesStoreSpy) {
        let store = FavouritesStoreSpy()
        let sut = LocalFavourites(store: store)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
