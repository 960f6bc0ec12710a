import BarFeature
import Testing

/// The bar store's failure courses, for stores that can fail. Each suite sets its store up to fail in its own way.
protocol FailableRetrieveBarStoreSpecs: BarStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
}

protocol FailableReplaceBarStoreSpecs: BarStoreSpecs {
    func replace_deliversErrorOnReplacementError() async throws
    func replace_hasNoSideEffectsOnReplacementError() async throws
}

typealias FailableBarStoreSpecs = FailableRetrieveBarStoreSpecs & FailableReplaceBarStoreSpecs

extension FailableRetrieveBarStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieve: .failure, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieveTwice: .failure, sourceLocation: sourceLocation)
    }
}

extension FailableReplaceBarStoreSpecs {
    func assertThatReplaceDeliversErrorOnReplacementError(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let replacementError = await replaceBar(of: sut, with: uniqueIngredients())

        #expect(replacementError != nil, "Expected saving the bar to fail with an error", sourceLocation: sourceLocation)
    }

    /// What retrieve delivers is the same before and after the failed replace.
    func assertThatReplaceHasNoSideEffectsOnReplacementError(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        let outcomeBeforeReplace = await retrievalOutcome(of: sut)

        await replaceBar(of: sut, with: uniqueIngredients())

        await expect(sut, toRetrieve: outcomeBeforeReplace, sourceLocation: sourceLocation)
    }
}
