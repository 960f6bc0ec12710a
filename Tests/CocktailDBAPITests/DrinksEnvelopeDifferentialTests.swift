import Foundation
import TestSupport
import Testing

/// The one-pass reader against the `JSONDecoder` envelope it replaced (`CodableDrinksEnvelope`):
/// on every recorded body, on bodies written by hand to pin each rule, and on thousands of
/// damaged recorded bodies, it must read every drink's fields exactly as the reference did. It may
/// part ways only where `KnownDifference` names why, and then only by refusing the body.
struct DrinksEnvelopeDifferentialTests {
    private static let mutantCount = 3_000

    @Test("the reader reads every recorded body as the reference reads it", arguments: try Fixtures.names(withPrefix: ""))
    func reader_readsRecordedBodiesAsTheReferenceDoes(fixture: String) throws {
        let data = try Fixtures.data(fixture)

        #expect(DrinksOutcome.ofReader(data) == DrinksOutcome.ofReference(data))
    }

    @Test("the reader decides as the reference decides", arguments: HandWrittenBody.agreed)
    func reader_decidesAsTheReferenceDoes(_ body: HandWrittenBody) {
        #expect(DrinksOutcome.ofReader(body.data) == DrinksOutcome.ofReference(body.data))
        #expect(
            KnownDifference.found(in: body.bytes).isEmpty || DrinksOutcome.ofReader(body.data).isRefused,
            "the scan sees a difference in a body the reader read")
    }

    @Test("the reader refuses what is not JSON, though the reference read it", arguments: HandWrittenBody.divergent)
    func reader_refusesWhatIsNotJSON(_ body: HandWrittenBody) throws {
        let difference = try #require(body.difference)

        #expect(DrinksOutcome.ofReader(body.data) == .refused)
        #expect(!DrinksOutcome.ofReference(body.data).isRefused)
        #expect(KnownDifference.found(in: body.bytes).contains(difference), "the scan does not see \(difference)")
    }

    @Test("the reader finds no id in a number past 2^53 with more digits than Decimal keeps, where the reference truncated it")
    func reader_findsNoIdentifierInANumberPastDecimalPrecision() throws {
        let literal = "9007199254740993.00000000000000000000000000000000000000001"
        let body = HandWrittenBody.drink(#""idDrink":\#(literal),"strDrink":"a""#)

        let reader = DrinksOutcome.ofReader(Data(body.utf8))
        let reference = DrinksOutcome.ofReference(Data(body.utf8))

        guard case let .drinks(readerDrinks) = reader, case let .drinks(referenceDrinks) = reference else {
            Issue.record("reader: \(reader), reference: \(reference)")
            return
        }
        #expect(readerDrinks.first?.identifiers.first == .some(nil))
        #expect(referenceDrinks.first?.identifiers.first == 9_007_199_254_740_993)
        #expect(KnownDifference.found(in: Array(body.utf8)) == [.numberPastDecimalPrecision])
    }

    @Test func mutatedRecordedBodies_readAsTheReferenceReadsThem() throws {
        let corpus = try Fixtures.names(withPrefix: "").map { try Array(Fixtures.data($0)) }
        var generator = SplitMix64(seed: 0xD21_4E5)
        var tally: [String: Int] = [:]
        for index in 0..<Self.mutantCount {
            var bytes = generator.pick(corpus)
            for _ in 0..<generator.pick([1, 1, 2, 3]) {
                BodyMutation.apply(to: &bytes, using: &generator)
            }

            let outcome = DrinksOutcome.ofReader(Data(bytes))
            let reference = DrinksOutcome.ofReference(Data(bytes))

            if outcome == reference {
                tally[outcome.isRefused ? "refused by both" : "read alike", default: 0] += 1
                continue
            }
            let differences = KnownDifference.found(in: bytes)
            let context =
                "mutant \(index): reader: \(outcome.testDescription), reference: \(reference.testDescription); \(String(decoding: bytes, as: UTF8.self).debugDescription.prefix(3_000))"
            if outcome.isRefused {
                #expect(!differences.isEmpty, "refused a body the reference read, with no known difference; \(context)")
            } else {
                #expect(differences.contains(.numberPastDecimalPrecision), "read a body otherwise than the reference; \(context)")
            }
            for difference in differences { tally["\(difference)", default: 0] += 1 }
        }
        // The mutants must exercise both ways, or the comparison says little.
        #expect(tally["read alike", default: 0] > Self.mutantCount / 5, "\(tally)")
        #expect(tally["refused by both", default: 0] > Self.mutantCount / 5, "\(tally)")
    }
}
