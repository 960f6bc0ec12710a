import CatalogueFeature
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// The hand-written catalogue encoder and decoder against the Codable reference: each reads what
/// the other writes, to the bit.
struct CatalogueCacheDocumentDifferentialTests {
    private static let sampleCount = 300

    @Test func encoderOutput_decodesWithTheCodableReferenceToTheSameCatalogue() throws {
        var generator = SplitMix64(seed: 0xCA7A_0001)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

            let bytes = try CatalogueCacheDocument.encode(catalogue)
            let decoded = try CodableCatalogueCacheDocument.decode(Data(bytes))

            #expect(decoded.isIdentical(to: catalogue), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test func codableReferenceOutput_decodesWithTheDecoderToTheSameCatalogue() throws {
        var generator = SplitMix64(seed: 0xCA7A_0002)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

            let data = try CodableCatalogueCacheDocument.encode(catalogue.drinks, timestamp: catalogue.timestamp)
            let decoded = try CatalogueCacheDocument.decode(Array(data))

            #expect(decoded.isIdentical(to: catalogue), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test func encoder_roundTripsThroughItsOwnDecoder() throws {
        var generator = SplitMix64(seed: 0xCA7A_0003)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

            let decoded = try CatalogueCacheDocument.decode(
                try CatalogueCacheDocument.encode(catalogue))

            #expect(decoded.isIdentical(to: catalogue))
        }
    }

    @Test func encoder_writesTheSameBytesForTheSameCatalogue() throws {
        var generator = SplitMix64(seed: 0xCA7A_0004)
        let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

        let first = try CatalogueCacheDocument.encode(catalogue)
        let second = try CatalogueCacheDocument.encode(catalogue)

        #expect(first == second)
    }

    @Test func encoder_refusesATimestampJSONCannotHold() {
        for interval in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) {
                try CatalogueCacheDocument.encode(CachedCatalogue(drinks: [], timestamp: Date(timeIntervalSinceReferenceDate: interval)))
            }
            #expect(throws: EncodingError.self) {
                try CodableCatalogueCacheDocument.encode([], timestamp: Date(timeIntervalSinceReferenceDate: interval))
            }
        }
    }
}
