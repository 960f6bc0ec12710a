import Foundation
import TestSupport
import Testing

/// The harness itself: a seed must mean the same mutants on every run and every machine.
struct FuzzHarnessTests {
    @Test func splitMix64_matchesTheReferenceImplementation() {
        var generator = SplitMix64(seed: 0)

        #expect(
            [generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func campaign_derivesTheSameGeneratorForACaseEveryTime() {
        let campaign = FuzzCampaign("harness", seed: 42, count: 10, environment: [:])
        var first = campaign.generator(forCase: 7)
        var second = campaign.generator(forCase: 7)
        var neighbour = campaign.generator(forCase: 8)

        let firstDraw = first.next()
        #expect(firstDraw == second.next())
        #expect(firstDraw != neighbour.next())
    }

    @Test func campaign_runsOnlyTheCaseToReplay() {
        let campaign = FuzzCampaign("harness", seed: 42, count: 10, environment: ["DRINGO_FUZZ_CASE": "3", "DRINGO_FUZZ_SEED": "0x2A"])

        #expect(campaign.indices == [3])
        #expect(campaign.seed == 42)
        #expect(!campaign.isComplete)
    }

    @Test func mutator_makesTheSameMutantFromTheSameGenerator() throws {
        let corpus = try FuzzCorpus.recordedBodies(withPrefixes: ["search-", "lookup-"])
        let mutator = Mutator(corpus: corpus, domainMutations: DrinkMutation.allCases, listName: "drinks")

        for seed in UInt64(0)..<50 {
            var first = SplitMix64(seed: seed)
            var second = SplitMix64(seed: seed)
            let entry = corpus[Int(seed) % corpus.count]
            #expect(mutator.mutant(of: entry, using: &first).data == mutator.mutant(of: entry, using: &second).data)
        }
    }

    @Test func writer_writesWhatTheParserReadsBack() throws {
        for entry in try FuzzCorpus.recordedBodies(withPrefixes: ["search-", "latest-"]) {
            let document = try #require(entry.document)

            #expect(JSONValue(parsing: JSONWriter.data(for: document)) == document, "\(entry.name)")
        }
    }

    @Test func writer_escapesQuotesBackslashesAndControls() {
        let document = JSONValue.object([JSONMember(key: "k\"", value: .string("a\\b\u{0}\u{1B}\n\u{202E}"))])

        #expect(String(decoding: JSONWriter.data(for: document), as: UTF8.self) == "{\"k\\\"\":\"a\\\\b\\u0000\\u001b\\u000a\u{202E}\"}")
    }

    @Test func writer_spellsTheSameDocumentInEveryStyle() {
        let document = JSONValue.object([
            JSONMember(key: "drinks", value: .array([.string("Piña colada 🍹 a/b"), .number("1e2"), .null, .bool(true), .object([])]))
        ])
        var generator = SplitMix64(seed: 7)

        for _ in 0..<20 {
            let style = JSONStyle.random(using: &generator)
            #expect(
                JSONValue(parsing: JSONWriter.data(for: document, style: style)) == JSONValue(parsing: JSONWriter.data(for: document)),
                "\(style)")
        }
    }

    @Test func writer_escapesNonASCIIAsUTF16CodeUnits() {
        let style = JSONStyle(spacing: "", escapesNonASCII: true, escapesSolidus: true)

        #expect(String(decoding: JSONWriter.data(for: .string("é/🍹"), style: style), as: UTF8.self) == "\"\\u00e9\\/\\ud83c\\udf79\"")
    }
}
