import BarFeature
import TestSupport
import Testing

@Suite("Cover ingredients")
final class CoverIngredientsTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("PA-4: the bar covers a name as makeable matches it: by name, a stand-in, a synonym or a staple; a blank name by nothing")
    func covered_matchesAsMakeable() throws {
        let knowledge = try parsedKnowledge(
            "Vodka", "Absolut Vodka: brand of Vodka", "Lime", "Lime juice: form of Lime", "Lemon", "Ice: staple", "Campari",
            "White rum", "Light rum: same as White rum")
        let names = ["Absolut Vodka", "Lime juice", "Lemon", "Ice", "Campari", "Light rum", " "]

        let knowing = CoverIngredients.covered(
            names, bar: barOf("vodka", "lime", "white rum"), matching: .knowledge(knowledge))
        let strict = CoverIngredients.covered(names, bar: barOf("vodka", "lime", "white rum"), matching: .strict)
        let empty = CoverIngredients.covered(names, bar: [], matching: .knowledge(knowledge))

        #expect(knowing == [true, true, false, true, false, true, false])
        #expect(strict == [false, false, false, false, false, false, false])
        #expect(empty == [false, false, false, true, false, false, false], "an empty bar still has the staples")
    }

    @Test("PA-4: the use case reads the bar, then the matching, and answers for every name, literally by default")
    func covered_readsTheBar() async throws {
        let store = BarStoreSpy()
        let bar = LocalBar(store: store)
        leakTracker.track(store)
        leakTracker.track(bar)
        store.completeRetrieval(with: ["gin"])

        let covered = try await CoverIngredients(bar: bar).covered(["Gin", "Campari"])

        #expect(covered == [true, false])
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("PA-2: a name's identity is the ingredient it places, a synonym's the one it stands for, else its own key")
    func identity_resolvesSynonyms() throws {
        let knowledge = try parsedKnowledge("White rum", "Light rum: same as White rum", "Vodka", "Absolut Vodka: brand of Vodka")

        #expect(knowledge.identity(of: "Light rum") == knowledge.identity(of: " white RUM "))
        #expect(knowledge.identity(of: "Absolut Vodka") != knowledge.identity(of: "Vodka"), "a brand is bought as itself")
        #expect(knowledge.identity(of: "Unknown Liqueur") == BarIngredient.key(for: "unknown liqueur"))
    }
}
