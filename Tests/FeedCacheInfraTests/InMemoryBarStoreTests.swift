import BarFeature
import FeedCacheInfra
import TestSupport
import Testing

/// Runs the non-failable specs only: an in-memory store has nothing that can fail.
@Suite final class InMemoryBarStoreTests: BarStoreSpecs {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test func retrieve_deliversEmptyBarWhenNothingIsSaved() async {
        await assertThatRetrieveDeliversEmptyBarWhenNothingIsSaved(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsWhenNothingIsSaved() async {
        await assertThatRetrieveHasNoSideEffectsWhenNothingIsSaved(on: makeSUT())
    }

    @Test func retrieve_deliversReplacedIngredientsInTheirOrder() async {
        await assertThatRetrieveDeliversReplacedIngredientsInTheirOrder(on: makeSUT())
    }

    @Test func retrieve_hasNoSideEffectsOnSavedBar() async {
        await assertThatRetrieveHasNoSideEffectsOnSavedBar(on: makeSUT())
    }

    @Test func retrieve_deliversEverySpellingExactlyAsReplaced() async {
        await assertThatRetrieveDeliversEverySpellingExactlyAsReplaced(on: makeSUT())
    }

    @Test func replace_deliversNoErrorWhenNothingIsSaved() async {
        await assertThatReplaceDeliversNoErrorWhenNothingIsSaved(on: makeSUT())
    }

    @Test func replace_deliversNoErrorOnSavedBar() async {
        await assertThatReplaceDeliversNoErrorOnSavedBar(on: makeSUT())
    }

    @Test func replace_overridesPreviouslyReplacedIngredients() async {
        await assertThatReplaceOverridesPreviouslyReplacedIngredients(on: makeSUT())
    }

    @Test func replace_withNoIngredientsLeavesAnEmptyBar() async {
        await assertThatReplaceWithNoIngredientsLeavesAnEmptyBar(on: makeSUT())
    }

    @Test func sideEffects_runSeriallyInCallOrder() async {
        await assertThatSideEffectsRunSeriallyInCallOrder(on: makeSUT())
    }

    @Test func concurrentReplaces_leaveOneCompleteReplacedBar() async {
        await assertThatConcurrentReplacesLeaveOneCompleteReplacedBar(on: makeSUT())
    }

    @Test func init_deliversTheIngredientsItStartsWith() async {
        let ingredients = uniqueIngredients()

        await expect(makeSUT(ingredients: ingredients), toRetrieve: .found(ingredients))
    }

    // MARK: - Helpers

    private func makeSUT(ingredients: [LocalBarIngredient] = [], sourceLocation: SourceLocation = #_sourceLocation) -> InMemoryBarStore {
        let sut = InMemoryBarStore(ingredients: ingredients)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}
