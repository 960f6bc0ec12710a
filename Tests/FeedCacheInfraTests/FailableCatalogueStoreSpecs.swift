import CatalogueFeature
import Testing

/// The catalogue store's failure courses, for stores that can fail. Each suite sets its store up to fail in its own way.
protocol FailableRetrieveCatalogueStoreSpecs: CatalogueStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
}

protocol FailableInsertCatalogueStoreSpecs: CatalogueStoreSpecs {
    func insert_deliversErrorOnInsertionError() async throws
    func insert_hasNoSideEffectsOnInsertionError() async throws
}

protocol FailableDeleteCatalogueStoreSpecs: CatalogueStoreSpecs {
    func delete_deliversErrorOnDeletionError() async throws
    func delete_hasNoSideEffectsOnDeletionError() async throws
}

typealias FailableCatalogueStoreSpecs = FailableRetrieveCatalogueStoreSpecs & FailableInsertCatalogueStoreSpecs
    & FailableDeleteCatalogueStoreSpecs

extension FailableRetrieveCatalogueStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieveTwice: .failure, sourceLocation: sourceLocation)
    }
}

extension FailableInsertCatalogueStoreSpecs {
    func assertThatInsertDeliversErrorOnInsertionError(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        let insertionError = await insert(uniqueCatalogue(), into: sut)

        #expect(insertionError != nil, "Expected cache insertion to fail with an error", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed insert.
    func assertThatInsertHasNoSideEffectsOnInsertionError(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let outcomeBeforeInsert = await retrievalOutcome(of: sut)

        await insert(uniqueCatalogue(), into: sut)

        await expect(sut, toRetrieve: outcomeBeforeInsert, sourceLocation: sourceLocation)
    }
}

extension FailableDeleteCatalogueStoreSpecs {
    func assertThatDeleteDeliversErrorOnDeletionError(on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deletionError = await deleteCatalogue(from: sut)

        #expect(deletionError != nil, "Expected cache deletion to fail", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed delete.
    func assertThatDeleteHasNoSideEffectsOnDeletionError(
        on sut: any CatalogueStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let outcomeBeforeDelete = await retrievalOutcome(of: sut)

        await deleteCatalogue(from: sut)

        await expect(sut, toRetrieve: outcomeBeforeDelete, sourceLocation: sourceLocation)
    }
}
