import BarFeature
import Foundation
import TestSupport
import Testing

@Suite("The knowledge only adds")
struct KnowledgeOnlyAddsPropertyTests {
    @Test("IM-16, IM-15: over the real catalogue and seeded random bars, the knowledge only adds drinks, and strict is today's answer")
    func knowledge_onlyAddsToTheLiteralAnswer() throws {
        let seed = KnowledgeSeed.value
        var random = SplitMix64(seed: seed)
        let candidates = try RealCatalogue.candidates()
        let reference = LiteralMakeableReference(candidates)
        let knowledge = try shippedKnowledge()
        let names = try RealCatalogue.ingredientSpellings() + knowledge.names + ["Dragon fruit", " "]

        for round in 0..<25 {
            let bar = (0..<Int.random(in: 1...25, using: &random)).map { _ in respelled(pick(names, &random), &random) }
            let substitutes = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                IngredientSubstitute(pick(names, &random), for: pick(names, &random))
            }
            let matching = IngredientMatching.knowledge(knowledge, substitutes: substitutes, staplesOnHand: Bool.random(using: &random))
            let context = "\(KnowledgeSeed.describe(seed)), round \(round), bar \(bar), substitutes \(substitutes)"

            for allowedMissing in [0, 1, 2, 3, 15] {
                let literal = reference.find(bar: bar, allowedMissing: allowedMissing)
                let strict = Makeable.find(in: candidates, bar: barOf(bar), allowedMissing: allowedMissing, matching: .strict)
                let known = Makeable.find(in: candidates, bar: barOf(bar), allowedMissing: allowedMissing, matching: matching)
                let knownByID = Dictionary(known.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

                #expect(strict.map(\.plain) == literal, "\(context), --missing \(allowedMissing)")
                for drink in literal {
                    let found = knownByID[drink.id]
                    #expect(found != nil, "\(drink.name) dropped: \(context), --missing \(allowedMissing)")
                    let missing = Set(found?.missing.map(\.name) ?? [])
                    #expect(missing.isSubset(of: drink.missing), "\(drink.name) misses more: \(context), --missing \(allowedMissing)")
                }
            }
        }
    }

    private func pick(_ names: [String], _ random: inout SplitMix64) -> String {
        names[Int.random(in: 0..<names.count, using: &random)]
    }

    /// The name as a person might type it: as is, shouted, or padded.
    private func respelled(_ name: String, _ random: inout SplitMix64) -> String {
        switch Int.random(in: 0...3, using: &random) {
        case 0: name.uppercased()
        case 1: "  \(name.lowercased()) "
        default: name
        }
    }
}

/// The seed of the random bars. Fixed, so a failure replays exactly; `DRINGO_KNOWLEDGE_SEED`
/// (decimal, or hexadecimal after `0x`) tries another one.
private enum KnowledgeSeed {
    static let fixed: UInt64 = 0xD121_6060_0000_0019

    static var value: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["DRINGO_KNOWLEDGE_SEED"] else { return fixed }
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        return parsed ?? fixed
    }

    static func describe(_ seed: UInt64) -> String {
        "seed 0x\(String(seed, radix: 16)) (replay with DRINGO_KNOWLEDGE_SEED=0x\(String(seed, radix: 16)))"
    }
}
