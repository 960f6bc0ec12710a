import Foundation
import TestSupport
import Testing

/// The contract of a reader of a projection, stated once and run over every reader: it reads what
/// its store saved, as its projection, and deletes only a document it saw.
@Suite final class DocumentReaderSpecs {
    private let folder = TemporaryDirectory()

    deinit {
        folder.remove()
    }

    @Test("LX-4: retrieve delivers nothing when nothing is saved", arguments: ReaderSubject.all)
    func retrieve_deliversNothing_whenNothingIsSaved(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)

        #expect(await place.makeReader().retrieve() == .empty)
    }

    @Test("LX-1: retrieve delivers the projection of what the store saved, twice", arguments: ReaderSubject.all)
    func retrieve_deliversTheProjectionOfTheSavedDocument(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)
        await place.makeStore().save(1)
        let sut = place.makeReader()

        #expect(await sut.retrieve() == .found(1))
        #expect(await sut.retrieve() == .found(1))
    }

    @Test("retrieve by a new reader delivers what the store saved last", arguments: ReaderSubject.all)
    func retrieve_byANewReader_deliversTheLastSave(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)
        let store = place.makeStore()
        await store.save(1)
        await store.save(2)

        #expect(await place.makeReader().retrieve() == .found(2))
    }

    @Test("LX-8: deleteIfUnchanged removes the document this reader read", arguments: ReaderSubject.all)
    func deleteIfUnchanged_removesTheDocumentThisReaderRead(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)
        await place.makeStore().save(1)
        let sut = place.makeReader()
        _ = await sut.retrieve()

        #expect(try await sut.deleteIfUnchanged().get())

        #expect(await place.makeStore().retrieve() == .empty)
    }

    @Test("LX-8: deleteIfUnchanged keeps a document a store saved after this reader read", arguments: ReaderSubject.all)
    func deleteIfUnchanged_keepsADocumentSavedAfterThisReaderRead(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)
        let otherProcess = place.makeStore()
        await otherProcess.save(1)
        let sut = place.makeReader()
        _ = await sut.retrieve()
        await otherProcess.save(2)

        #expect(try await sut.deleteIfUnchanged().get() == false)

        #expect(await place.makeStore().retrieve() == .found(2))
    }

    @Test("deleteIfUnchanged keeps what it finds when this reader has not read", arguments: ReaderSubject.all)
    func deleteIfUnchanged_keepsTheDocument_whenThisReaderHasNotRead(subject: ReaderSubject) async throws {
        let place = try makePlace(subject)
        await place.makeStore().save(1)

        #expect(try await place.makeReader().deleteIfUnchanged().get() == false)

        #expect(await place.makeStore().retrieve() == .found(1))
    }

    @Test("LX-2: retrieve delivers a failure, twice, on a document that cannot be read", arguments: ReaderSubject.failable)
    func retrieve_deliversFailure_onUnreadableDocument(subject: ReaderSubject) async throws {
        let place = try makePlace(subject, brokenFor: .reading)
        let sut = place.makeReader()

        #expect(await sut.retrieve() == .failure)
        #expect(await sut.retrieve() == .failure)
    }

    private func makePlace(
        _ subject: ReaderSubject, brokenFor breakage: Breakage = .none, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ReaderPlace {
        try #require(try subject.makePlace(folder, breakage), "\(subject) cannot be broken that way", sourceLocation: sourceLocation)
    }
}
