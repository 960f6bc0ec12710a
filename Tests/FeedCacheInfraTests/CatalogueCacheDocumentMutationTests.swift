import CatalogueFeature
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// Catalogue documents the encoder wrote, then damaged byte by byte: the decoder must never read
/// one differently from the Codable reference, and may refuse one the reference read only when
/// the bytes are not JSON.
struct CatalogueCacheDocumentMutationTests {
    private static let mutantCount = 3_000

    @Test func mutatedDocuments_decodeAsTheReferenceDecodesThem() throws {
        var generator = SplitMix64(seed: 0xCA7A_F005)
        var decodedCount = 0
        var refusedCount = 0
        for index in 0..<Self.mutantCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            var bytes = try CatalogueCacheDocument.encode(catalogue)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                ByteMutation.apply(to: &bytes, using: &generator)
            }

            let outcome = CatalogueCacheDecodingOutcome.ofDecoder(bytes)
            let reference = CatalogueCacheDecodingOutcome.ofReference(bytes)

            let context = "mutant \(index): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            switch outcome {
            case .decoded, .failed(.unsupportedVersion):
                #expect(outcome.isIdentical(to: reference), "decoder: \(outcome), reference: \(reference); \(context)")
            case .failed(.unreadable):
                if reference != outcome {
                    #expect(!StrictJSON.isStrict(bytes), "refused JSON the reference read as \(reference); \(context)")
                }
            case .failedUntyped:
                Issue.record("the decoder failed with \(outcome); \(context)")
            }
            if case .failedUntyped = reference { Issue.record("the reference failed with \(reference); \(context)") }
            if outcome.isDecoded { decodedCount += 1 } else { refusedCount += 1 }
        }
        // The mutants must exercise both ways, or the comparison says little.
        #expect(decodedCount > Self.mutantCount / 10, "only \(decodedCount) mutants decoded")
        #expect(refusedCount > Self.mutantCount / 4, "only \(refusedCount) mutants were refused")
    }
}
