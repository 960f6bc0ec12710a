import FeedFeature
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// The hand-written encoder and decoder against the Codable DTOs the first builds used: each
/// reads what the other writes, to the bit, and they refuse the same broken documents.
struct FeedCacheDocumentDifferentialTests {
    private static let sampleCount = 400

    @Test func encoderOutput_decodesWithTheCodableReferenceToTheSameFeed() throws {
        var generator = SplitMix64(seed: 0xD1FF_0001)
        for _ in 0..<Self.sampleCount {
            let cache = FeedCacheSamples.cache(using: &generator)

            let bytes = try FeedCacheDocument.encode(cache)
            let decoded = try CodableFeedCacheDocument.decode(Data(bytes))

            #expect(decoded.isIdentical(to: cache), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test func codableReferenceOutput_decodesWithTheDecoderToTheSameFeed() throws {
        var generator = SplitMix64(seed: 0xD1FF_0002)
        for _ in 0..<Self.sampleCount {
            let cache = FeedCacheSamples.cache(using: &generator)

            let data = try CodableFeedCacheDocument.encode(cache.resource, timestamp: cache.timestamp)
            let decoded = try FeedCacheDocument.decode(Array(data))

            #expect(decoded.isIdentical(to: cache), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test func encoder_roundTripsThroughItsOwnDecoder() throws {
        var generator = SplitMix64(seed: 0xD1FF_0003)
        for _ in 0..<Self.sampleCount {
            let cache = FeedCacheSamples.cache(using: &generator)

            let decoded = try FeedCacheDocument.decode(try FeedCacheDocument.encode(cache))

            #expect(decoded.isIdentical(to: cache))
        }
    }

    /// `JSONEncoder` orders keys differently from one process to the next, but with `.sortedKeys`
    /// an item of only an id and a name comes out in the order the encoder writes: so the item
    /// list must match byte for byte, escapes and all, and so must the timestamp's text.
    @Test func encoder_spellsStringsAndNumbersAsJSONEncoderDoes() throws {
        var generator = SplitMix64(seed: 0xD1FF_0004)
        let referenceEncoder = JSONEncoder()
        referenceEncoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        for _ in 0..<Self.sampleCount {
            let items = (0..<3).map { _ in
                LocalCocktailItem(
                    id: FeedCacheSamples.id(using: &generator), name: FeedCacheSamples.text(using: &generator), description: nil,
                    imageURL: nil)
            }
            let interval = FeedCacheSamples.timestamp(using: &generator)

            let bytes = try FeedCacheDocument.encode(CachedFeed(items, timestamp: Date(timeIntervalSinceReferenceDate: interval)))
            let reference = try referenceEncoder.encode(SortedDocument(items: items.map(SortedItem.init), timestamp: interval, version: 1))

            #expect(Self.itemList(in: bytes) == Self.itemList(in: Array(reference)))
            #expect(Self.timestampText(in: bytes) == Self.timestampText(in: Array(reference)))
        }
    }

    @Test func encoder_refusesATimestampJSONCannotHold() {
        for interval in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) {
                try FeedCacheDocument.encode(CachedFeed([], timestamp: Date(timeIntervalSinceReferenceDate: interval)))
            }
            #expect(throws: EncodingError.self) {
                try CodableFeedCacheDocument.encode([], timestamp: Date(timeIntervalSinceReferenceDate: interval))
            }
        }
    }

    @Test("the decoder reads what the reference reads", arguments: HandWrittenDocument.readable)
    func decoder_readsWhatTheReferenceReads(_ document: HandWrittenDocument) {
        let outcome = FeedCacheDecodingOutcome.ofDecoder(document.bytes)

        #expect(outcome.isDecoded)
        #expect(outcome.isIdentical(to: FeedCacheDecodingOutcome.ofReference(document.bytes)))
    }

    @Test("the decoder refuses what the reference refuses, with the same error", arguments: HandWrittenDocument.refused)
    func decoder_refusesWhatTheReferenceRefuses(_ document: HandWrittenDocument) {
        let outcome = FeedCacheDecodingOutcome.ofDecoder(document.bytes)

        #expect(outcome == .failed(document.expectedError ?? .unreadable))
        #expect(outcome == FeedCacheDecodingOutcome.ofReference(document.bytes))
    }

    // MARK: - Helpers

    private static func itemList(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard let start = bytes.firstIndex(of: UInt8(ascii: "[")), let end = bytes.lastIndex(of: UInt8(ascii: "]")) else { return nil }
        return bytes[start...end]
    }

    private static func timestampText(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let key = text.range(of: #""timestamp":"#) else { return nil }
        return String(text[key.upperBound...].prefix { $0 != "," && $0 != "}" })
    }
}

/// The reference document with keys in `.sortedKeys` order and the timestamp as the raw double `Date` encodes.
private struct SortedDocument: Encodable {
    let items: [SortedItem]
    let timestamp: Double
    let version: Int
}

private struct SortedItem: Encodable {
    let id: Int
    let name: String

    init(_ item: LocalCocktailItem) {
        id = item.id
        name = item.name
    }
}
