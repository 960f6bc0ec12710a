import CatalogueFeature
import Foundation
import Testing

/// The contract every `CatalogueStore` keeps. A store's suite conforms to these protocols,
/// so the compiler insists that it runs every spec; each spec's body is one assertion below.
protocol CatalogueStoreSpecs {
    func retrieve_deliversEmptyOnEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnEmptyCache() async throws
    func retrieve_deliversFoundValuesOnNonEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws

    func insert_deliversNoErrorOnEmptyCache() async throws
    func insert_deliversNoErrorOnNonEmptyCache() async throws
    func insert_overridesPreviouslyInsertedCacheValues() async throws

    func delete_deliversNoErrorOnEmptyCache() async throws
    func delete_hasNoSideEffectsOnEmptyCache() async throws
    func delete_deliversNoErrorOnNonEmptyCache() async throws
    func delete_emptiesPreviouslyInsertedCache() async throws

    func sideEffects_runSeriallyInCallOrder() async throws
    func concurrentInserts_leaveOneCompleteInsertedCatalogue() async throws
}

extension CatalogueStoreSpecs {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await expect(sut, toRetrieveTwice: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let catalogue = uniqueCatalogue()

        await insert(catalogue, into: sut)

        await expect(sut, toRetrieve: .found(catalogue), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let catalogue = uniqueCatalogue()

        await insert(catalogue, into: sut)

        await expect(sut, toRetrieveTwice: .found(catalogue), sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let insertionError = await insert(uniqueCatalogue(), into: sut)

        #expect(insertionError == nil, "Expected to insert cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await insert(uniqueCatalogue(), into: sut)

        let insertionError = await insert(uniqueCatalogue(), into: sut)

        #expect(insertionError == nil, "Expected to override cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCatalogue(), into: sut)

        let latestCatalogue = uniqueCatalogue()
        await insert(latestCatalogue, into: sut)

        await expect(sut, toRetrieve: .found(latestCatalogue), sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deletionError = await deleteCatalogue(from: sut)

        #expect(deletionError == nil, "Expected empty cache deletion to succeed", sourceLocation: sourceLocation)
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await deleteCatalogue(from: sut)

        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await insert(uniqueCatalogue(), into: sut)

        let deletionError = await deleteCatalogue(from: sut)

        #expect(deletionError == nil, "Expected non-empty cache deletion to succeed", sourceLocation: sourceLocation)
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await insert(uniqueCatalogue(), into: sut)

        await deleteCatalogue(from: sut)

        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    /// Each operation issued from one task sees the effect of the one before it.
    func assertThatSideEffectsRunSeriallyInCallOrder(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let firstCatalogue = uniqueCatalogue()
        let lastCatalogue = uniqueCatalogue()
        var observed: [CatalogueRetrievalOutcome] = []

        await insert(firstCatalogue, into: sut)
        observed.append(await retrievalOutcome(of: sut))
        await deleteCatalogue(from: sut)
        observed.append(await retrievalOutcome(of: sut))
        await insert(lastCatalogue, into: sut)
        observed.append(await retrievalOutcome(of: sut))

        #expect(observed == [.found(firstCatalogue), .empty, .found(lastCatalogue)], sourceLocation: sourceLocation)
    }

    /// Inserts racing from many tasks all succeed, and the survivor is one whole insert, never a mix.
    func assertThatConcurrentInsertsLeaveOneCompleteInsertedCache(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let catalogues = (0..<50).map { uniqueCatalogue(timestamp: Date(timeIntervalSinceReferenceDate: Double($0))) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for catalogue in catalogues {
                group.addTask { await insert(catalogue, into: sut) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0, "Expected every concurrent insert to succeed", sourceLocation: sourceLocation)
        let outcome = await retrievalOutcome(of: sut)
        #expect(
            catalogues.map(CatalogueRetrievalOutcome.found).contains(outcome), "Expected one complete inserted catalogue, got \(outcome)",
            sourceLocation: sourceLocation)
    }
}
