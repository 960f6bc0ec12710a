import CatalogueFeature
import Foundation
import Locking
import StoreCore
import TestSupport
import Testing

@Suite("Answer from the catalogue first use case")
final class AnswerFromCatalogueFirstUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("CA-1: load delivers the answer made from a valid catalogue's drinks, and asks the remote nothing")
    func load_deliversAnswerFromValidCatalogue() async throws {
        let drinks = uniqueDrinks()
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(saved: CachedCatalogue(drinks: drinks.local, timestamp: fixedCurrentDate), remote: remote)

        #expect(try await sut.load() == drinks.models.map(\.name))
        #expect(remote.calls == 0)
    }

    @Test(
        "CA-2: load delivers the remote's answer when nothing is saved, the catalogue has expired or holds no drinks",
        arguments: [
            nil,
            CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate.addingTimeInterval(-7 * 24 * 60 * 60)),
            CachedCatalogue(drinks: [], timestamp: fixedCurrentDate),
        ])
    func load_deliversRemoteAnswerWithoutValidCatalogue(saved: CachedCatalogue?) async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(saved: saved, remote: remote)

        #expect(try await sut.load() == ["remote"])
        #expect(remote.calls == 1)
    }

    @Test("CA-3: load delivers the remote's answer when the catalogue cannot be read")
    func load_deliversRemoteAnswerOnUnreadableCatalogue() async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(
            store: DocumentStoreSpy(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate), failing: [.retrieve]),
            remote: remote)

        #expect(try await sut.load() == ["remote"])
    }

    @Test("CA-4: load delivers the cancellation of the catalogue's read, and asks the remote nothing")
    func load_deliversCancellation_whenTheReadIsCancelled() async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(store: DocumentStoreSpy(throwing: [.retrieve: CancellationError()]), remote: remote)

        await #expect(throws: CancellationError.self) { try await sut.load() }
        #expect(remote.calls == 0)
    }

    @Test("CA-5: load delivers the error of an answer the drinks cannot make, or of the remote")
    func load_deliversTheAnswersError() async throws {
        let valid = CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate)
        let fromCatalogue = makeSUT(saved: valid, fromCatalogue: { _ in throw AnyError() }, remote: RemoteSpy(answer: []))
        let fromRemote = makeSUT(saved: nil, remote: RemoteSpy(error: AnyError()))

        await #expect(throws: AnyError.self) { try await fromCatalogue.load() }
        await #expect(throws: AnyError.self) { try await fromRemote.load() }
    }

    // MARK: - Helpers

    private struct AnyError: Error {}

    /// Counts the remote's calls, and answers each the same.
    private final class RemoteSpy: Sendable {
        private let answer: Result<[String], any Error>
        private let count = Locked(0)

        init(answer: [String]) {
            self.answer = .success(answer)
        }

        init(error: any Error) {
            self.answer = .failure(error)
        }

        var calls: Int { count.withLock { $0 } }

        func load() throws -> [String] {
            count.withLock { $0 += 1 }
            return try answer.get()
        }
    }

    private func makeSUT(
        saved: CachedCatalogue?,
        fromCatalogue: @escaping @Sendable ([Drink]) throws -> [String] = { $0.map(\.name) },
        remote: RemoteSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CatalogueFirstLoader<[String]> {
        makeSUT(store: DocumentStoreSpy(saved), fromCatalogue: fromCatalogue, remote: remote, sourceLocation: sourceLocation)
    }

    private func makeSUT(
        store: DocumentStoreSpy<CachedCatalogue>,
        fromCatalogue: @escaping @Sendable ([Drink]) throws -> [String] = { $0.map(\.name) },
        remote: RemoteSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CatalogueFirstLoader<[String]> {
        let catalogue = LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate })
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(catalogue, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(remote, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return CatalogueFirstLoader(catalogue: catalogue, fromCatalogue: fromCatalogue, remote: { try remote.load() })
    }
}
