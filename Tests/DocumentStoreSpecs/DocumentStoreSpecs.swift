import Foundation
import TestSupport
import Testing

/// The one contract every document store keeps, stated once and run over every store: the caches'
/// and the bar's, on disk and in memory, and the remembering store a run goes through.
@Suite final class DocumentStoreSpecs {
    private let leakTracker = LeakTracker()
    private let folder = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        folder.remove()
    }

    // MARK: - Retrieve

    @Test("CF-4, LC-4: retrieve delivers nothing when nothing is saved", arguments: StoreSubject.all)
    func retrieve_deliversNothing_whenNothingIsSaved(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)

        #expect(await sut.retrieve() == .empty)
    }

    @Test("retrieve twice delivers nothing both times when nothing is saved", arguments: StoreSubject.all)
    func retrieve_hasNoSideEffects_whenNothingIsSaved(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)

        #expect(await sut.retrieve() == .empty)
        #expect(await sut.retrieve() == .empty)
    }

    @Test("retrieve delivers the saved document exactly", arguments: StoreSubject.all)
    func retrieve_deliversSavedDocument(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)

        #expect(await sut.save(1) == nil)

        #expect(await sut.retrieve() == .found(1))
    }

    @Test("retrieve twice delivers the saved document both times", arguments: StoreSubject.all)
    func retrieve_hasNoSideEffects_onSavedDocument(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)

        await sut.save(1)

        #expect(await sut.retrieve() == .found(1))
        #expect(await sut.retrieve() == .found(1))
    }

    @Test("another store over the same place reads what this one saved", arguments: StoreSubject.all)
    func retrieve_byAnotherStore_deliversWhatThisOneSaved(subject: StoreSubject) async throws {
        let place = try makePlace(subject)

        await track(place.makeStore()).save(1)

        #expect(await track(place.makeStore()).retrieve() == .found(1))
    }

    // MARK: - Save

    @Test("SF-1, SC-1: save replaces the saved document", arguments: StoreSubject.all)
    func save_overridesPreviousDocument(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)
        await sut.save(1)

        #expect(await sut.save(2) == nil)

        #expect(await sut.retrieve() == .found(2))
    }

    @Test("saves racing from many tasks all succeed, and leave one whole document", arguments: StoreSubject.all)
    func concurrentSaves_leaveOneCompleteDocument(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        let sut = track(place.makeStore())
        let documents = 1...40

        let failedSaves = await withTaskGroup(of: Bool.self) { group in
            for document in documents {
                group.addTask { await sut.save(document) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedSaves == 0)
        let survivor = await track(place.makeStore()).retrieve()
        #expect(documents.map(RetrievalOutcome.found).contains(survivor), "Expected one whole saved document, got \(survivor)")
    }

    // MARK: - Delete

    @Test("delete succeeds, and changes nothing, when nothing is saved", arguments: StoreSubject.all)
    func delete_succeedsWithNoSideEffects_whenNothingIsSaved(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)

        #expect(await sut.delete() == nil)

        #expect(await sut.retrieve() == .empty)
    }

    @Test("delete removes the saved document", arguments: StoreSubject.all)
    func delete_removesSavedDocument(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)
        await sut.save(1)

        #expect(await sut.delete() == nil)

        #expect(await sut.retrieve() == .empty)
    }

    @Test("side effects run serially, each seeing the one before it", arguments: StoreSubject.all)
    func sideEffects_runSeriallyInCallOrder(subject: StoreSubject) async throws {
        let sut = try makeStore(subject)
        var observed: [RetrievalOutcome] = []

        await sut.save(1)
        observed.append(await sut.retrieve())
        await sut.delete()
        observed.append(await sut.retrieve())
        await sut.save(2)
        observed.append(await sut.retrieve())

        #expect(observed == [.found(1), .empty, .found(2)])
    }

    // MARK: - Delete if unchanged

    @Test("VC-3, VT-3: deleteIfUnchanged deletes the document this store read, when it is unchanged", arguments: StoreSubject.all)
    func deleteIfUnchanged_deletesDocumentThisStoreRead(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        await track(place.makeStore()).save(1)
        let sut = track(place.makeStore())
        _ = await sut.retrieve()

        #expect(try await sut.deleteIfUnchanged().get())

        #expect(await track(place.makeStore()).retrieve() == .empty)
    }

    @Test("deleteIfUnchanged deletes the document this store saved, when it is unchanged", arguments: StoreSubject.all)
    func deleteIfUnchanged_deletesDocumentThisStoreSaved(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        let sut = track(place.makeStore())
        await sut.save(1)

        #expect(try await sut.deleteIfUnchanged().get())

        #expect(await track(place.makeStore()).retrieve() == .empty)
    }

    @Test(
        "VC-4, VT-4: deleteIfUnchanged keeps a document another store saved after this one read, and says so",
        arguments: StoreSubject.all)
    func deleteIfUnchanged_keepsDocumentSavedByAnotherStore_afterThisOneRead(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        let otherProcess = track(place.makeStore())
        await otherProcess.save(1)
        let sut = track(place.makeStore())
        _ = await sut.retrieve()
        await otherProcess.save(2)

        #expect(try await sut.deleteIfUnchanged().get() == false)

        #expect(await track(place.makeStore()).retrieve() == .found(2))
    }

    @Test("deleteIfUnchanged keeps what it finds when this store has neither read nor saved", arguments: StoreSubject.all)
    func deleteIfUnchanged_keepsDocument_whenThisStoreNeitherReadNorSaved(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        await track(place.makeStore()).save(1)

        #expect(try await track(place.makeStore()).deleteIfUnchanged().get() == false)

        #expect(await track(place.makeStore()).retrieve() == .found(1))
    }

    @Test("deleteIfUnchanged tells the document is gone when another store deleted it", arguments: StoreSubject.all)
    func deleteIfUnchanged_tellsTheDocumentIsGone_whenAnotherStoreDeletedIt(subject: StoreSubject) async throws {
        let place = try makePlace(subject)
        let sut = track(place.makeStore())
        await sut.save(1)
        await track(place.makeStore()).delete()

        #expect(try await sut.deleteIfUnchanged().get())

        #expect(await track(place.makeStore()).retrieve() == .empty)
    }

    // MARK: - Stores that fail

    @Test("CF-2, LC-2: retrieve delivers a failure, twice, on a document that cannot be read", arguments: StoreSubject.failable)
    func retrieve_deliversFailureWithNoSideEffects_onUnreadableDocument(subject: StoreSubject) async throws {
        let place = try makePlace(subject, brokenFor: .reading)
        let sut = track(place.makeStore())

        #expect(await sut.retrieve() == .failure)
        #expect(await sut.retrieve() == .failure)
        #expect(await track(place.makeStore()).retrieve() == .failure)
    }

    @Test("SF-3, SC-3: save delivers an error, and leaves what was there, where nothing can be saved", arguments: StoreSubject.failable)
    func save_deliversErrorWithNoSideEffects_whereNothingCanBeSaved(subject: StoreSubject) async throws {
        let place = try makePlace(subject, brokenFor: .writing)
        let sut = track(place.makeStore())
        let before = await track(place.makeStore()).retrieve()

        #expect(await sut.save(1) != nil)

        #expect(await track(place.makeStore()).retrieve() == before)
    }

    @Test("delete delivers an error, and leaves what was there, where nothing can be deleted", arguments: StoreSubject.failable)
    func delete_deliversErrorWithNoSideEffects_whereNothingCanBeDeleted(subject: StoreSubject) async throws {
        let place = try makePlace(subject, brokenFor: .deleting)
        let sut = track(place.makeStore())
        let before = await track(place.makeStore()).retrieve()

        #expect(await sut.delete() != nil)

        #expect(await track(place.makeStore()).retrieve() == before)
    }

    @Test(
        "VC-2, VT-2: deleteIfUnchanged delivers an error, and leaves what was there, where nothing can be deleted",
        arguments: StoreSubject.failable)
    func deleteIfUnchanged_deliversErrorWithNoSideEffects_whereNothingCanBeDeleted(subject: StoreSubject) async throws {
        let place = try makePlace(subject, brokenFor: .deleting)
        let sut = track(place.makeStore())
        let before = await sut.retrieve()

        await #expect(throws: (any Error).self) { try await sut.deleteIfUnchanged().get() }

        #expect(await track(place.makeStore()).retrieve() == before)
    }

    // MARK: - Helpers

    private func makePlace(
        _ subject: StoreSubject,
        brokenFor breakage: Breakage = .none,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> StorePlace {
        try #require(try subject.makePlace(folder, breakage), "\(subject) cannot be broken that way", sourceLocation: sourceLocation)
    }

    private func makeStore(_ subject: StoreSubject, sourceLocation: SourceLocation = #_sourceLocation) throws -> StoreUnderTest {
        track(try makePlace(subject, sourceLocation: sourceLocation).makeStore(), sourceLocation: sourceLocation)
    }

    private func track(_ store: StoreUnderTest, sourceLocation: SourceLocation = #_sourceLocation) -> StoreUnderTest {
        leakTracker.track(store.reference, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return store
    }
}
