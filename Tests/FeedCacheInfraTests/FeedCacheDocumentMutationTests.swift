import FeedFeature
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// Documents the encoder wrote, then damaged byte by byte: the decoder must never read one
/// differently from the Codable reference, and may refuse one the reference read only when the
/// bytes are not JSON.
struct FeedCacheDocumentMutationTests {
    private static let mutantCount = 4_000

    @Test func mutatedDocuments_decodeAsTheReferenceDecodesThem() throws {
        var generator = SplitMix64(seed: 0x3D1F_F005)
        var decodedCount = 0
        var refusedCount = 0
        for index in 0..<Self.mutantCount {
            let cache = FeedCacheSamples.cache(using: &generator)
            var bytes = try FeedCacheDocument.encode(cache)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                ByteMutation.apply(to: &bytes, using: &generator)
            }

            let outcome = FeedCacheDecodingOutcome.ofDecoder(bytes)
            let reference = FeedCacheDecodingOutcome.ofReference(bytes)

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

/// One random edit of a document's bytes, aimed at JSON's syntax and at UTF-8.
enum ByteMutation {
    static func apply(to bytes: inout [UInt8], using generator: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes = generator.pick(snippets)
            return
        }
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            bytes[index] = generator.pick(specialBytes)
        case 1:
            bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...4, using: &generator)))
        case 2:
            bytes.insert(contentsOf: generator.pick(snippets), at: index)
        case 3:
            bytes.removeSubrange(index...)
        case 4:
            let end = min(bytes.count, index + Int.random(in: 1...12, using: &generator))
            bytes.insert(contentsOf: bytes[index..<end], at: end)
        case 5:
            // A digit for a digit keeps the syntax and moves a number across its limits.
            if let digit = bytes[index...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                bytes[digit] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
            }
        default:
            let other = Int.random(in: 0..<bytes.count, using: &generator)
            bytes.swapAt(index, other)
        }
    }

    private static let specialBytes: [UInt8] =
        Array(#""\{}[],:0129-+.eEnu tf"#.utf8) + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

    private static let snippets: [[UInt8]] =
        [
            #"\u00e9"#, #"\ud83d\ude00"#, #"\ud800"#, #"\udc00"#, #"\\"#, #"\""#, #"\/"#, #"\n"#, #"\u0000"#,
            "null", "true", ",", ":", "{", "}", "[", "]", "\"", " ", "1e400", "-0", ".5", "e-7", "99999999999999999999",
            #""x":1,"#, #","x":[{}]"#, #"{"id":1,"name":"n"},"#, #""version":2,"#, #""description":null,"#, "é", "😀",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]
}
