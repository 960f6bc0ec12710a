import NameMatching
import TestSupport
import Testing

@testable import BarFeature

/// Shopping weighs each purchase against the bar's coverage without working out a coverage of
/// its own; the reference here buys every purchase in turn and asks the makeable query again,
/// over the real catalogue (with two drinks naming what the knowledge does not place) and seeded
/// random bars and substitutes.
@Suite("Suggest purchases, against buying each in turn")
struct SuggestPurchasesPropertyTests {
    private static let seed: UInt64 = 0xD121_6060_5109_0019

    @Test(
        "SP-1, SP-2, SP-3, SP-5, SP-6, SP-7, SP-13: over the real catalogue and seeded random bars and substitutes, the ranking is exactly that of buying each purchase in turn"
    )
    func suggestions_rankAsBuyingEachPurchaseInTurn() throws {
        var random = SplitMix64(seed: Self.seed)
        let knowledge = try shippedKnowledge()
        let unplaced = [
            drink(90_001, "Dragon Sour", ["Dragon fruit", "Lemon juice"]), drink(90_002, "Yuzu Fizz", ["yuzu", "Soda water"]),
        ]
        let candidates = try RealCatalogue.candidates() + unplaced
        let names = try RealCatalogue.ingredientSpellings() + knowledge.names + ["Dragon fruit", "Yuzu"]

        for round in 0..<8 {
            let bar = (0..<Int.random(in: 1...25, using: &random)).map { _ in pick(names, &random) }
            let substitutes = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                IngredientSubstitute(pick(names, &random), for: pick(names, &random))
            }
            let matching = IngredientMatching.knowledge(knowledge, substitutes: substitutes, staplesOnHand: Bool.random(using: &random))
            let context = "seed 0x\(String(Self.seed, radix: 16)), round \(round), bar \(bar), substitutes \(substitutes)"

            let suggestions = Shopping.suggestions(in: candidates, bar: barOf(bar), matching: matching)

            let expected = buyingEachInTurn(candidates, bar: bar, matching: matching, knowledge: knowledge)
            #expect(suggestions == expected, "\(context)")
        }
    }

    /// Every generic of the knowledge and every name it does not place, bought in turn: the drinks
    /// that miss something now and nothing with it.
    private func buyingEachInTurn(
        _ candidates: [MakeableCandidate], bar: [String], matching: IngredientMatching, knowledge: IngredientKnowledge
    ) -> [PurchaseSuggestion] {
        let made = Set(Makeable.find(in: candidates, bar: barOf(bar), allowedMissing: 0, matching: matching).map(\.id))
        let wanting = candidates.filter { !made.contains($0.id) }
        var purchases = knowledge.ingredients.indices.filter { knowledge.plainLineage[$0].count == 1 }.map {
            knowledge.ingredients[$0].name
        }
        var seen = Set(purchases.map(NameKey.of))
        for name in candidates.flatMap(\.ingredientNames) where !knowledge.places(name) && seen.insert(NameKey.of(name)).inserted {
            purchases.append(NameKey.trimmed(name))
        }
        let bought = purchases.compactMap { purchase -> (name: String, gained: [MatchedDrink])? in
            let covered = !Makeable.find(in: [drink(0, "Test", [purchase])], bar: barOf(bar), allowedMissing: 0, matching: matching).isEmpty
            guard !covered, !NameKey.of(purchase).isEmpty else { return nil }
            let gained = Makeable.find(in: wanting, bar: barOf(bar + [purchase]), allowedMissing: 0, matching: matching)
            return gained.isEmpty ? nil : (purchase, gained)
        }
        let named = namedOnce(bought, wanting: wanting, bar: bar, matching: matching, knowledge: knowledge)
        let suggestions = named.map { purchase, gained in
            let first = gained.sorted { (NameKey.of($0.name), $0.id) < (NameKey.of($1.name), $1.id) }.prefix(3)
            return PurchaseSuggestion(ingredient: purchase, drinkCount: gained.count, drinks: first.map(\.name))
        }
        return suggestions.sorted { (-$0.drinkCount, NameKey.of($0.ingredient)) < (-$1.drinkCount, NameKey.of($1.ingredient)) }
    }

    /// Of two purchases that gain the same drinks, where buying one covers every ingredient the other would, the
    /// family, else the one covering the other's, else the first by name; an ingredient is covered by a purchase when a
    /// drink of it alone is made with the purchase and not without.
    private func namedOnce(
        _ bought: [(name: String, gained: [MatchedDrink])], wanting: [MakeableCandidate], bar: [String], matching: IngredientMatching,
        knowledge: IngredientKnowledge
    ) -> [(name: String, gained: [MatchedDrink])] {
        let uncovered = Set(wanting.flatMap(\.ingredientNames).map(NameKey.trimmed)).filter {
            Makeable.find(in: [drink(0, "Test", [$0])], bar: barOf(bar), allowedMissing: 0, matching: matching).isEmpty
        }
        func covered(by purchase: String) -> Set<String> {
            uncovered.filter {
                !Makeable.find(in: [drink(0, "Test", [$0])], bar: barOf(bar + [purchase]), allowedMissing: 0, matching: matching).isEmpty
            }
        }
        func isFamily(_ family: String, of member: String) -> Bool {
            guard let familyIndex = knowledge.index(ofKey: NameKey.of(family)), let memberIndex = knowledge.index(ofKey: NameKey.of(member))
            else { return false }
            return knowledge.lineage[memberIndex].dropFirst().contains(familyIndex)
        }
        let gainedIDs = bought.map { Set($0.gained.map(\.id)) }
        let twins = bought.indices.map { purchase in bought.indices.filter { $0 != purchase && gainedIDs[$0] == gainedIDs[purchase] } }
        // Each purchase's coverage is worked out once: it is the costly part, and a purchase may have many twins.
        var coverage: [Int: Set<String>] = [:]
        for purchase in bought.indices where !twins[purchase].isEmpty {
            coverage[purchase] = covered(by: bought[purchase].name)
        }
        return bought.indices.filter { purchase in
            guard !twins[purchase].isEmpty else { return true }
            let mine = coverage[purchase, default: []]
            return !twins[purchase].contains { other in
                let name = bought[other].name
                let theirs = coverage[other, default: []]
                guard theirs.isSuperset(of: mine) || mine.isSuperset(of: theirs) else { return false }
                if isFamily(name, of: bought[purchase].name) { return true }
                if isFamily(bought[purchase].name, of: name) { return false }
                return theirs == mine ? NameKey.of(name) < NameKey.of(bought[purchase].name) : theirs.isSuperset(of: mine)
            }
        }.map { bought[$0] }
    }

    private func pick(_ names: [String], _ random: inout SplitMix64) -> String {
        names[Int.random(in: 0..<names.count, using: &random)]
    }
}
