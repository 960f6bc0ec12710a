import BarFeature
import Foundation
import Testing

/// The contract every `BarStore` keeps. A store's suite conforms to these protocols, so the
/// compiler insists that it runs every spec; each spec's body is one assertion below.
protocol BarStoreSpecs {
    func retrieve_deliversEmptyBarWhenNothingIsSaved() async throws
    func retrieve_hasNoSideEffectsWhenNothingIsSaved() async throws
    func retrieve_deliversReplacedIngredientsInTheirOrder() async throws
    func retrieve_hasNoSideEffectsOnSavedBar() async throws
    func retrieve_deliversEverySpellingExactlyAsReplaced() async throws

    func replace_deliversNoErrorWhenNothingIsSaved() async throws
    func replace_deliversNoErrorOnSavedBar() async throws
    func replace_overridesPreviouslyReplacedIngredients() async throws
    func replace_withNoIngredientsLeavesAnEmptyBar() async throws

    func sideEffects_runSeriallyInCallOrder() async throws
    func concurrentReplaces_leaveOneCompleteReplacedBar() async throws
}

extension BarStoreSpecs {
    func assertThatRetrieveDeliversEmptyBarWhenNothingIsSaved(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await expect(sut, toRetrieve: .found([]), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsWhenNothingIsSaved(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await expect(sut, toRetrieveTwice: .found([]), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversReplacedIngredientsInTheirOrder(
        on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let ingredients = uniqueIngredients()

        await replaceBar(of: sut, with: ingredients)

        await expect(sut, toRetrieve: .found(ingredients), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnSavedBar(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let ingredients = uniqueIngredients()

        await replaceBar(of: sut, with: ingredients)

        await expect(sut, toRetrieveTwice: .found(ingredients), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversEverySpellingExactlyAsReplaced(
        on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let ingredients = ingredientsWithHardSpellings()

        await replaceBar(of: sut, with: ingredients)

        let retrieved = try? await sut.retrieve()
        #expect(retrieved.map(scalars) == scalars(of: ingredients), sourceLocation: sourceLocation)
    }

    func assertThatReplaceDeliversNoErrorWhenNothingIsSaved(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let replacementError = await replaceBar(of: sut, with: uniqueIngredients())

        #expect(replacementError == nil, "Expected to save the bar successfully", sourceLocation: sourceLocation)
    }

    func assertThatReplaceDeliversNoErrorOnSavedBar(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await replaceBar(of: sut, with: uniqueIngredients())

        let replacementError = await replaceBar(of: sut, with: uniqueIngredients())

        #expect(replacementError == nil, "Expected to override the bar successfully", sourceLocation: sourceLocation)
    }

    func assertThatReplaceOverridesPreviouslyReplacedIngredients(
        on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await replaceBar(of: sut, with: uniqueIngredients())

        let latestIngredients = uniqueIngredients()
        await replaceBar(of: sut, with: latestIngredients)

        await expect(sut, toRetrieve: .found(latestIngredients), sourceLocation: sourceLocation)
    }

    func assertThatReplaceWithNoIngredientsLeavesAnEmptyBar(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await replaceBar(of: sut, with: uniqueIngredients())

        let replacementError = await replaceBar(of: sut, with: [])

        #expect(replacementError == nil, "Expected to empty the bar successfully", sourceLocation: sourceLocation)
        await expect(sut, toRetrieveTwice: .found([]), sourceLocation: sourceLocation)
    }

    /// Each operation issued from one task sees the effect of the one before it.
    func assertThatSideEffectsRunSeriallyInCallOrder(on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let firstIngredients = uniqueIngredients()
        let lastIngredients = uniqueIngredients()
        var observed: [BarRetrievalOutcome] = []

        await replaceBar(of: sut, with: firstIngredients)
        observed.append(await retrievalOutcome(of: sut))
        await replaceBar(of: sut, with: [])
        observed.append(await retrievalOutcome(of: sut))
        await replaceBar(of: sut, with: lastIngredients)
        observed.append(await retrievalOutcome(of: sut))

        #expect(observed == [.found(firstIngredients), .found([]), .found(lastIngredients)], sourceLocation: sourceLocation)
    }

    /// Replaces racing from many tasks all succeed, and the survivor is one whole bar, never a mix.
    func assertThatConcurrentReplacesLeaveOneCompleteReplacedBar(
        on sut: any BarStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let bars = (0..<50).map { _ in uniqueIngredients() }

        let failedReplacements = await withTaskGroup(of: Bool.self) { group in
            for bar in bars {
                group.addTask { await replaceBar(of: sut, with: bar) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedReplacements == 0, "Expected every concurrent replace to succeed", sourceLocation: sourceLocation)
        let outcome = await retrievalOutcome(of: sut)
        #expect(
            bars.map(BarRetrievalOutcome.found).contains(outcome), "Expected one complete replaced bar, got \(outcome)",
            sourceLocation: sourceLocation)
    }
}
