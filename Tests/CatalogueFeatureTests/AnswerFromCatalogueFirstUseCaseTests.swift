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

    @Test(
        "CA-1, CA-6, CA-7: load delivers the answer made from a valid catalogue's drinks, and asks the remote nothing",
        arguments: CatalogueReading.allCases)
    func load_deliversAnswerFromValidCatalogue(reading: CatalogueReading) async throws {
        let drinks = uniqueDrinks()
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(reading, saved: CachedCatalogue(drinks: drinks.local, timestamp: fixedCurrentDate), remote: remote)

        #expect(try await sut.load() == drinks.models.map(\.name))
        #expect(remote.calls == 0)
    }

    @Test(
        "CA-2: load delivers the remote's answer when nothing is saved, the catalogue has expired or holds no drinks",
        arguments: [
            nil,
            CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate.addingTimeInterval(-7 * 24 * 60 * 60)),
            CachedCatalogue(drinks: [], timestamp: fixedCurrentDate),
        ], CatalogueReading.allCases)
    func load_deliversRemoteAnswerWithoutValidCatalogue(saved: CachedCatalogue?, reading: CatalogueReading) async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(reading, saved: saved, remote: remote)

        #expect(try await sut.load() == ["remote"])
        #expect(remote.calls == 1)
    }

    @Test("CA-3: load delivers the remote's answer when the catalogue cannot be read", arguments: CatalogueReading.allCases)
    func load_deliversRemoteAnswerOnUnreadableCatalogue(reading: CatalogueReading) async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(
            reading,
            store: DocumentStoreSpy(CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate), failing: [.retrieve]),
            remote: remote)

        #expect(try await sut.load() == ["remote"])
    }

    @Test("CA-4: load delivers the cancellation of the catalogue's read, and asks the remote nothing", arguments: CatalogueReading.allCases)
    func load_deliversCancellation_whenTheReadIsCancelled(reading: CatalogueReading) async throws {
        let remote = RemoteSpy(answer: ["remote"])
        let sut = makeSUT(reading, store: DocumentStoreSpy(throwing: [.retrieve: CancellationError()]), remote: remote)

        await #expect(throws: CancellationError.self) { try await sut.load() }
        #expect(remote.calls == 0)
    }

    @Test("CA-5: load delivers the error of an answer the drinks cannot make, or of the remote", arguments: CatalogueReading.allCases)
    func load_deliversTheAnswersError(reading: CatalogueReading) async throws {
        let valid = CachedCatalogue(drinks: uniqueDrinks().local, timestamp: fixedCurrentDate)
        let fromCatalogue = makeSUT(reading, saved: valid, answer: { _ in throw AnyError() }, remote: RemoteSpy(answer: []))
        let fromRemote = makeSUT(reading, saved: nil, remote: RemoteSpy(error: AnyError()))

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

    /// What the loader reads of the saved catalogue: the whole of it, its index (`CA-6`), or each drink alone
    /// (`CA-7`).
    enum CatalogueReading: CaseIterable, Sendable {
        case wholeCatalogue, index, oneDrink
    }

    private func makeSUT(
        _ reading: CatalogueReading,
        saved: CachedCatalogue?,
        answer: @escaping @Sendable ([String]) throws -> [String] = { $0 },
        remote: RemoteSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CatalogueFirstLoader<[String]> {
        makeSUT(reading, store: DocumentStoreSpy(saved), answer: answer, remote: remote, sourceLocation: sourceLocation)
    }

    /// The answer is made from the drinks' names, whichever way they were read.
    private func makeSUT(
        _ reading: CatalogueReading,
        store: DocumentStoreSpy<CachedCatalogue>,
        answer: @escaping @Sendable ([String]) throws -> [String] = { $0 },
        remote: RemoteSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> CatalogueFirstLoader<[String]> {
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(remote, fileID: sourceLocation.fileID, line: sourceLocation.line)
        switch reading {
        case .wholeCatalogue:
            let catalogue = LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate })
            leakTracker.track(catalogue, fileID: sourceLocation.fileID, line: sourceLocation.line)
            return CatalogueFirstLoader(catalogue: catalogue, fromCatalogue: { try answer($0.map(\.name)) }, remote: { try remote.load() })
        case .index:
            let index = LocalCatalogueIndexLoader(
                reader: ProjectedDocumentReader(store, projectedBy: \.index), currentDate: { fixedCurrentDate })
            leakTracker.track(index, fileID: sourceLocation.fileID, line: sourceLocation.line)
            return CatalogueFirstLoader(index: index, fromIndex: { try answer($0.map(\.name)) }, remote: { try remote.load() })
        case .oneDrink:
            let drinks = LocalDrinkLoader(
                reader: ProjectedDocumentReader(store, projectedBy: \.drinkDirectory),
                catalogue: LocalCatalogueLoader(store: store, currentDate: { fixedCurrentDate }), currentDate: { fixedCurrentDate })
            leakTracker.track(drinks, fileID: sourceLocation.fileID, line: sourceLocation.line)
            return CatalogueFirstLoader(saved: { try await Self.eachDrinkAlone(drinks) }, answer: answer, remote: { try remote.load() })
        }
    }

    /// The names of `uniqueDrinks()`, each drink resolved by its id and read alone; nil when there is no catalogue.
    private static func eachDrinkAlone(_ drinks: LocalDrinkLoader) async throws -> [String]? {
        var names: [String] = []
        for drink in uniqueDrinks().models {
            guard let resolution = try await drinks.resolve(.id(drink.id)) else { return nil }
            names.append(try resolution.drink().name)
        }
        return names
    }
}
