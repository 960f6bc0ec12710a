import BarFeature
import Locking
import TestSupport
import Testing

@Suite("Find makeable drinks use case")
final class FindMakeableDrinksUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("MK-8: find reads the bar, asks for the drinks once, and delivers what the query finds in them")
    func find_deliversWhatTheQueryFinds() async throws {
        let candidates = [
            drink(1, "Gin Tonic", ["Gin", "Tonic water"]),
            drink(2, "Gin Fizz", ["Gin", "Lemon", "Soda water"]),
            drink(3, "Screwdriver", ["Vodka", "Orange juice"]),
        ]
        let (sut, store, drinks) = makeSUT(candidates)
        store.completeRetrieval(with: ["gin", " Tonic Water"])

        let answer = try await sut.find(allowedMissing: 1)

        #expect(answer == .drinks(Makeable.find(in: candidates, bar: barOf("gin", "tonic water"), allowedMissing: 1, matching: .strict)))
        #expect(answer == .drinks([MatchedDrink(id: 1, name: "Gin Tonic", missing: [], using: [])]))
        #expect(store.receivedMessages == [.retrieve])
        #expect(drinks.calls == 1)
    }

    @Test("MK-8: find matches the bar as it is told to, with the ingredient knowledge")
    func find_matchesWithTheKnowledgeItIsGiven() async throws {
        let knowledge = try parsedKnowledge("Vodka", "Absolut Vodka: brand of Vodka")
        let candidates = [drink(1, "Absolut Screwdriver", ["Absolut Vodka"])]
        let (strict, strictStore, _) = makeSUT(candidates)
        let (knowing, knowingStore, _) = makeSUT(candidates, matching: .knowledge({ knowledge }))
        strictStore.completeRetrieval(with: ["vodka"])
        knowingStore.completeRetrieval(with: ["vodka"])

        #expect(try await strict.find(allowedMissing: 0) == .drinks([]))
        #expect(
            try await knowing.find(allowedMissing: 0)
                == .drinks(Makeable.find(in: candidates, bar: barOf("vodka"), allowedMissing: 0, matching: .knowledge(knowledge))))
        #expect(try await knowing.find(allowedMissing: 0) != .drinks([]))
    }

    @Test("MK-9: find delivers an empty bar, and asks for no drinks, when the bar holds nothing")
    func find_deliversEmptyBar_withoutAskingForDrinks() async throws {
        let (sut, _, drinks) = makeSUT([drink(1, "Gin Tonic", ["Gin", "Tonic water"])])

        #expect(try await sut.find(allowedMissing: 15) == .emptyBar)
        #expect(drinks.calls == 0)
    }

    @Test("MK-10: find delivers the bar's error, and asks for no drinks, when the bar cannot be read")
    func find_deliversBarError_withoutAskingForDrinks() async throws {
        let (sut, store, drinks) = makeSUT([drink(1, "Gin Tonic", ["Gin", "Tonic water"])])
        store.completeRetrieval(with: unreadableBar)

        await #expect(throws: unreadableBar) { try await sut.find(allowedMissing: 0) }
        #expect(drinks.calls == 0)
    }

    @Test("MK-11: find delivers the error of drinks that cannot be had")
    func find_deliversDrinksError() async throws {
        let (sut, store, _) = makeSUT(failing: NoDrinks())
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: NoDrinks.self) { try await sut.find(allowedMissing: 0) }
    }

    @Test("MK-13: find delivers the knowledge's error, and asks for no drinks, when the knowledge cannot be read")
    func find_deliversKnowledgeError_withoutAskingForDrinks() async throws {
        let (sut, store, drinks) = makeSUT(
            [drink(1, "Gin Tonic", ["Gin", "Tonic water"])],
            matching: .knowledge({ throw IngredientKnowledgeError.unavailable }))
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: IngredientKnowledgeError.unavailable) { try await sut.find(allowedMissing: 0) }
        #expect(drinks.calls == 0)
    }

    @Test("MK-14: find reads the user's substitutes from their source, and matches with them")
    func find_matchesWithTheSubstitutesItReads() async throws {
        let knowledge = try parsedKnowledge("Triple sec", "Cointreau: brand of Triple sec", "Dry curacao")
        let substitutes = [IngredientSubstitute("dry curacao", for: "Cointreau")]
        let candidates = [drink(1, "Curacao Sour", ["Cointreau"])]
        let (sut, store, _) = makeSUT(candidates, matching: .knowledge({ knowledge }, substitutes: { substitutes }))
        store.completeRetrieval(with: ["dry curacao"])

        let answer = try await sut.find(allowedMissing: 0)

        #expect(
            answer
                == .drinks([
                    MatchedDrink(
                        id: 1, name: "Curacao Sour", missing: [],
                        using: [IngredientStandIn(ingredient: "Cointreau", from: ["dry curacao"], reason: .substitute)])
                ]))
    }

    @Test("MK-14: find delivers the substitutes' error, and asks for no drinks, when they cannot be read")
    func find_deliversSubstitutesError() async throws {
        let (sut, store, drinks) = makeSUT(
            [drink(1, "Gin Tonic", ["Gin", "Tonic water"])],
            matching: .knowledge({ try parsedKnowledge("Gin") }, substitutes: { throw NoDrinks() }))
        store.completeRetrieval(with: ["gin"])

        await #expect(throws: NoDrinks.self) { try await sut.find(allowedMissing: 0) }
        #expect(drinks.calls == 0)
    }

    @Test("MK-9: an empty bar reads neither the knowledge nor the substitutes")
    func find_withEmptyBar_readsNoKnowledge() async throws {
        let reads = Locked(0)
        let (sut, _, _) = makeSUT(
            matching: .knowledge(
                {
                    reads.withLock { $0 += 1 }
                    return try parsedKnowledge("Gin")
                },
                substitutes: {
                    reads.withLock { $0 += 1 }
                    return []
                }))

        #expect(try await sut.find(allowedMissing: 0) == .emptyBar)
        #expect(reads.withLock { $0 } == 0)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ candidates: [MakeableCandidate] = [],
        failing error: (any Error)? = nil,
        matching: IngredientMatchingSource = .strict,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: FindMakeableDrinks, store: BarStoreSpy, drinks: DrinksSpy) {
        let store = BarStoreSpy()
        let bar = LocalBar(store: store)
        let drinks = DrinksSpy(error.map { .failure($0) } ?? .success(candidates))
        for tracked in [store, bar, drinks] as [AnyObject] {
            leakTracker.track(tracked, fileID: sourceLocation.fileID, line: sourceLocation.line)
        }
        return (FindMakeableDrinks(bar: bar, drinks: { try drinks.load() }, matching: matching), store, drinks)
    }
}
