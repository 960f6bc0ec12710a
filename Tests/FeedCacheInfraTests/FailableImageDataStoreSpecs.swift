import FeedFeature
import Foundation
import Testing

/// The failure courses, for stores that can fail. Each suite sets its store up to fail in its own way
/// and passes the URL whose retrieve or insert fails.
protocol FailableRetrieveImageDataStoreSpecs: ImageDataStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
}

protocol FailableInsertImageDataStoreSpecs: ImageDataStoreSpecs {
    func insert_deliversErrorOnInsertionError() async throws
    func insert_hasNoSideEffectsOnInsertionError() async throws
}

typealias FailableImageDataStoreSpecs = FailableRetrieveImageDataStoreSpecs & FailableInsertImageDataStoreSpecs

extension FailableRetrieveImageDataStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: any ImageDataStore, for url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieve: .failure, for: url, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(
        on sut: any ImageDataStore, for url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieveTwice: .failure, for: url, sourceLocation: sourceLocation)
    }
}

extension FailableInsertImageDataStoreSpecs {
    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: any ImageDataStore, for url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let insertionError = await insert(uniqueImageData(), for: url, into: sut)

        #expect(insertionError != nil, "Expected image insertion to fail with an error", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed insert.
    func assertThatInsertHasNoSideEffectsOnInsertionError(
        on sut: any ImageDataStore, for url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let outcomeBeforeInsert = await imageRetrievalOutcome(of: sut, for: url)

        await insert(uniqueImageData(), for: url, into: sut)

        await expect(sut, toRetrieve: outcomeBeforeInsert, for: url, sourceLocation: sourceLocation)
    }
}
