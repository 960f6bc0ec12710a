import Foundation
import HouseDrinksFeature
import NameMatching
import TestSupport
import Testing

@Suite("Keep my own drinks use case")
struct LocalHouseDrinksTests {
    @Test("MD-7: add gives the next ids after the saved ones, saves all at once and delivers the drinks added")
    func add_appendsWithNextIDs() async throws {
        let (sut, store) = makeSUT()
        let saved = HouseDrink(id: 4, recipe: recipe("Old"))
        store.completeRetrieval(with: [saved])

        let added = try await sut.add([recipe("A"), recipe("B")])

        #expect(added.map(\.id) == [5, 6])
        #expect(store.receivedMessages == [.retrieve, .save([saved] + added)])
    }

    @Test("MD-7: a name already among the user's drinks refuses the whole file and saves nothing")
    func add_refusesTakenName() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [HouseDrink(id: 1, recipe: recipe("Négroni"))])

        await #expect(throws: DrinkFileError(.alreadyYours("negroni"))) { try await sut.add([recipe("A"), recipe("negroni")]) }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("MD-7: ids stay below 10000")
    func add_refusesPastLargestID() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [HouseDrink(id: 9999, recipe: recipe("Last"))])

        await #expect(throws: DrinkFileError(.noRoom)) { try await sut.add([recipe("A")]) }
    }

    @Test("MD-8: replace keeps the id; a name another drink has is refused")
    func replace_keepsID() async throws {
        let (sut, store) = makeSUT()
        let drinks = [HouseDrink(id: 1, recipe: recipe("A")), HouseDrink(id: 2, recipe: recipe("B"))]
        store.completeRetrieval(with: drinks)

        let edited = try await sut.replace(id: 1, with: recipe("A2"))

        #expect(edited == HouseDrink(id: 1, recipe: recipe("A2")))
        #expect(store.receivedMessages == [.retrieve, .save([edited, drinks[1]])])
        await #expect(throws: DrinkFileError(.alreadyYours("B"))) { try await sut.replace(id: 1, with: recipe("B")) }
    }

    @Test("MD-9: remove resolves the name among the user's drinks and saves them without it")
    func remove_resolvesByName() async throws {
        let (sut, store) = makeSUT()
        let drinks = [HouseDrink(id: 1, recipe: recipe("House Gimlet")), HouseDrink(id: 2, recipe: recipe("Paloma"))]
        store.completeRetrieval(with: drinks)

        let removed = try await sut.remove(.name("gimlet"))

        #expect(removed.id == 1)
        #expect(store.receivedMessages == [.retrieve, .save([drinks[1]])])
        await #expect(throws: CocktailLookupError.noSuchCocktail) { try await sut.remove(.name("Mojito")) }
    }

    @Test("MD-10: list is sorted by name ignoring case and diacritics, then by id")
    func list_sortsByName() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: [HouseDrink(id: 1, recipe: recipe("b")), HouseDrink(id: 2, recipe: recipe("Á"))])

        #expect(try await sut.list().map(\.id) == [2, 1])
    }

    @Test("MD-11: drinks that cannot be read fail every change with the store's error, and nothing is written")
    func unreadable_failsChanges() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: HouseDrinksStoreError.unreadable(location: "/data/drinks.json"))

        await #expect(throws: HouseDrinksStoreError.unreadable(location: "/data/drinks.json")) { try await sut.add([recipe("A")]) }
        await #expect(throws: HouseDrinksStoreError.unreadable(location: "/data/drinks.json")) { try await sut.remove(.id(1)) }
        #expect(!store.receivedMessages.contains { if case .save = $0 { true } else { false } })
    }

    @Test("MD-14: each change runs inside the exclusion")
    func changes_runExclusively() async throws {
        let exclusion = CountingExclusion()
        let store = HouseDrinksStoreSpy()
        let sut = LocalHouseDrinks(store: store, exclusion: exclusion)

        _ = try await sut.add([recipe("A")])

        #expect(exclusion.count == 1)
    }

    private func makeSUT() -> (LocalHouseDrinks, HouseDrinksStoreSpy) {
        let store = HouseDrinksStoreSpy()
        return (LocalHouseDrinks(store: store), store)
    }
}

private final class CountingExclusion: HouseDrinksExclusion, @unchecked Sendable {
    private let lock = NSLock()
    private var runs = 0

    var count: Int { lock.withLock { runs } }

    func exclusively<T: Sendable>(_ change: @Sendable () async throws -> T) async throws -> T {
        lock.withLock { runs += 1 }
        return try await change()
    }
}
