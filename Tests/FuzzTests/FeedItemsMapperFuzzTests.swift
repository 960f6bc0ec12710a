import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

/// Mutants of every recorded feed-shaped body go through the feed mapper: each delivers well-formed
/// items or `RemoteLoadError.invalidData`, and a strict JSON mutant delivers what the mapping rules say.
struct FeedItemsMapperFuzzTests {
    private let campaign = FuzzCampaign("feed mapper", seed: 0xF33D_0001, count: 2_000)

    @Test func mutatedRecordedBodies_deliverWellFormedItemsOrInvalidData() throws {
        let corpus = try FuzzCorpus.recordedBodies(withPrefixes: ["filter-", "latest-", "search-", "lookup-", "random-"])
        let mutator = Mutator(corpus: corpus, domainMutations: DrinkMutation.allCases, listName: "drinks")
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            for problem in problems(mapping: mutant, tally: &tally) {
                failures.record(problem, inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.15, "too few mutants delivered items: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
            #expect(tally.share(tally.checkedAgainstReference) > 0.25, "too few mutants checked against the rules: \(tally.summary)")
        }
    }

    private func problems(mapping mutant: Mutant, tally: inout OutcomeTally) -> [String] {
        let result = Result { try FeedItemsMapper.map(mutant.data, from: httpResponse(200)) }
        var problems: [String] = []
        switch result {
        case let .success(items):
            tally.countDelivered()
            problems += items.compactMap(flaw)
        case let .failure(error):
            tally.countRefused()
            if error as? RemoteLoadError != .invalidData {
                problems.append("threw \(error), which is not RemoteLoadError.invalidData")
            }
        }
        if let document = mutant.document {
            tally.countCheckedAgainstReference()
            let (actual, expected) = (try? result.get(), ReferenceFeed.items(in: document))
            if actual != expected {
                problems.append("breaks the mapping rules: " + Invariants.difference(actual, expected))
            }
        }
        return problems
    }

    private func flaw(of item: CocktailItem) -> String? {
        if item.id < 0 { return "delivered a negative id: \(item)" }
        if !Invariants.isTrimmedText(item.name) { return "delivered a blank or untrimmed name: \(item)" }
        if let description = item.description, !Invariants.isTrimmedText(description) {
            return "delivered a blank or untrimmed description: \(item)"
        }
        if let url = item.imageURL, !Invariants.isWebURL(url) { return "delivered an image URL that is not HTTP(S) with a host: \(item)" }
        return nil
    }
}
