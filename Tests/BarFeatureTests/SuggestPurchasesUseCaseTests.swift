import BarFeature
import Locking
import TestSupport
import Testing

@Suite("Suggest purchases use case")
final class SuggestPurchasesUseCaseTests {
    private let leakTracker = LeakTracker()
    private let candidates = [
        drink(1, "Gin Tonic", ["Gin", "Tonic water"]), drink(2, "Vodka Gin", ["Gin", "Absolut Vodka"]),
        drink(3, "Vodka Tonic", ["Vodka", "Tonic water"]),
    ]

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("SP-9: suggest reads the bar, asks for the drinks once, and delivers what the query suggests of them")
    func suggest_deliversWhatTheQuerySuggests() async throws {
        let knowledge = try parsedKnowledge("Vodka", "Absolut Vodka: brand of Vodka", "Gin", "Tonic water")
        let (sut, store, drinks) = makeSUT(candidates, matching: .knowledge({ knowledge }))
        store.completeRetrieval(with: ["gin"])

        let answer = try await sut.suggest(examples: 1)

        #expect(
            answer
                == .suggestions(Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .knowledge(knowledge), examples: 1)))
        #expect(
            answer
                == .suggestions([
                    PurchaseSuggestion(ingredient: "Tonic water", drinkCount: 1, drinks: ["Gin Tonic"]),
                    PurchaseSuggestion(ingredient: "Vodka", drinkCount: 1, drinks: ["Vodka Gin"]),
                ]))
        #expect(store.receivedMessages == [.retrieve])
        #expect(drinks.calls == 1)
    }

    @Test("SP-9: suggest with strict matching names each missing spelling as the drink spells it")
    func suggest_withStrictMatching() async throws {
        let (sut, store, _) = makeSUT(candidates)
        store.completeRetrieval(with: ["gin"])

        let answer = try await sut.suggest()

        #expect(answer == .suggestions(Shopping.suggestions(in: candidates, bar: barOf("gin"), matching: .strict)))
    }

    @Test("SP-10: suggest delivers an empty bar, and asks for no drinks, when the bar holds nothing")
    func suggest_deliversEmptyBar_withoutAskingForDrinks() async throws {
        let (sut, _, drinks) = makeSUT(candidates, matching: .knowledge({ throw IngredientKnowledgeError.unavailable }))

        #expect(try await sut.suggest() == .emptyBar)
        #expect(drinks.calls == 0)
    }

    @Test("SP-11: suggest delivers the bar's error, and asks for no drinks, when the bar cannot be read")
    func suggest_deliversBarError_withoutAskingForDrinks() async throws {
        let (sut, store, drinks) = makeSUT(candidates)
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) { try await sut.suggest() }
        #expect(drinks.calls == 0)
    }

    @Test("SP-11: suggest delivers the knowledge's error, and asks for no drinks, when the knowledge cannot be read")
    func suggest_deliversKnowledgeError_withoutAskingForDrinks() async throws {
        let (sut, store, drinks) = makeSUT(candidates, matching: .knowledge({ throw IngredientKnowledgeError.unavailable }))
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: IngredientKnowledgeError.unavailable) { try await sut.suggest() }
        #expect(drinks.calls == 0)
    }

    @Test("SP-11: suggest delivers the error of drinks that cannot be had")
    func suggest_deliversDrinksError() async throws {
        let (sut, store, _) = makeSUT(failing: NoDrinks())
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: NoDrinks.self) { try await sut.suggest() }
    }

    @Test("SP-12: suggest counts the substitutes it reads from their source")
    func suggest_countsTheSubstitutesItReads() async throws {
        let knowledge = try parsedKnowledge("Vodka", "Absolut Vodka: brand of Vodka", "Gin", "Tonic water", "Lime")
        let substitutes = [IngredientSubstitute("lime", for: "Tonic water")]
        let (sut, store, _) = makeSUT(candidates, matching: .knowledge({ knowledge }, substitutes: { substitutes }))
        store.completeRetrieval(with: ["gin"])

        let answer = try await sut.suggest()

        guard case let .suggestions(suggestions) = answer else {
            Issue.record("expected suggestions, got \(answer)")
            return
        }
        #expect(
            suggestions.first { $0.ingredient == "Lime" } == PurchaseSuggestion(ingredient: "Lime", drinkCount: 1, drinks: ["Gin Tonic"]))
    }

    // MARK: - Helpers

    private func makeSUT(
        _ candidates: [MakeableCandidate] = [],
        failing error: (any Error)? = nil,
        matching: IngredientMatchingSource = .strict,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: SuggestPurchases, store: BarStoreSpy, drinks: DrinksSpy) {
        let store = BarStoreSpy()
        let bar = LocalBar(store: store)
        let drinks = DrinksSpy(error.map { .failure($0) } ?? .success(candidates))
        for tracked in [store, bar, drinks] as [AnyObject] {
            leakTracker.track(tracked, fileID: sourceLocation.fileID, line: sourceLocation.line)
        }
        return (SuggestPurchases(bar: bar, drinks: { try drinks.load() }, matching: matching), store, drinks)
    }
}
