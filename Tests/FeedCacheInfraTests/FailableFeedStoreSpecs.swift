import FeedFeature
import Testing

/// The failure courses, for stores that can fail. Each suite sets its store up to fail in its own way.
protocol FailableRetrieveFeedStoreSpecs: FeedStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
}

protocol FailableInsertFeedStoreSpecs: FeedStoreSpecs {
    func insert_deliversErrorOnInsertionError() async throws
    func insert_hasNoSideEffectsOnInsertionError() async throws
}

protocol FailableDeleteFeedStoreSpecs: FeedStoreSpecs {
    func delete_deliversErrorOnDeletionError() async throws
    func delete_hasNoSideEffectsOnDeletionError() async throws
}

typealias FailableFeedStoreSpecs = FailableRetrieveFeedStoreSpecs & FailableInsertFeedStoreSpecs & FailableDeleteFeedStoreSpecs

extension FailableRetrieveFeedStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieveTwice: .failure, sourceLocation: sourceLocation)
    }
}

extension FailableInsertFeedStoreSpecs {
    func assertThatInsertDeliversErrorOnInsertionError(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let insertionError = await insert(uniqueCache(), into: sut)

        #expect(insertionError != nil, "Expected cache insertion to fail with an error", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed insert.
    func assertThatInsertHasNoSideEffectsOnInsertionError(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let outcomeBeforeInsert = await retrievalOutcome(of: sut)

        await insert(uniqueCache(), into: sut)

        await expect(sut, toRetrieve: outcomeBeforeInsert, sourceLocation: sourceLocation)
    }
}

extension FailableDeleteFeedStoreSpecs {
    func assertThatDeleteDeliversErrorOnDeletionError(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deletionError = await deleteCache(from: sut)

        #expect(deletionError != nil, "Expected cache deletion to fail", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed delete.
    func assertThatDeleteHasNoSideEffectsOnDeletionError(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let outcomeBeforeDelete = await retrievalOutcome(of: sut)

        await deleteCache(from: sut)

        await expect(sut, toRetrieve: outcomeBeforeDelete, sourceLocation: sourceLocation)
    }
}
