import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// The decoder keeps a plain web URL's text without parsing a `URL` (`PlainWebURL`). For every
/// text it must still agree with the Codable reference, which decodes one: the same text kept,
/// or the same document refused.
struct FeedCacheImageURLAgreementTests {
    private static let sampleCount = 2_000

    @Test func decoder_keepsWhatTheReferenceKeeps_forURLShapedTexts() throws {
        let texts = URLShapedTexts.sample(count: Self.sampleCount, seed: 0xCAC4_E0A1)

        var keptAsTheyAre = 0
        for text in texts {
            let quoted = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
            let bytes = Array(HandWrittenDocument.item(#""id":1,"name":"a","imageURL":"# + quoted).utf8)

            let outcome = FeedCacheDecodingOutcome.ofDecoder(bytes)
            let reference = FeedCacheDecodingOutcome.ofReference(bytes)

            #expect(outcome.isIdentical(to: reference), "\(text.debugDescription)")
            guard case let .decoded(cache) = outcome, case let .decoded(referenceCache) = reference else { continue }
            let kept = cache.resource.first?.imageURLText
            #expect(kept == referenceCache.resource.first?.imageURL?.absoluteString, "\(text.debugDescription)")
            if kept == text { keptAsTheyAre += 1 }
        }
        // The plain shape must come up often, or the comparison says little about it.
        #expect(keptAsTheyAre > texts.count / 4, "only \(keptAsTheyAre) texts were kept as they are")
    }
}
