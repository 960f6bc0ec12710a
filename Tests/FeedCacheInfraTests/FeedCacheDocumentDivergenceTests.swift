import Testing

@testable import FeedCacheInfra

/// Where the decoder and `JSONDecoder` part ways, on purpose: both lists are bytes no `dringo`
/// ever wrote. The reference's answers are checked too, so that these stay the only exceptions.
struct FeedCacheDocumentDivergenceTests {
    @Test("the decoder refuses what is not JSON, though the reference read it", arguments: HandWrittenDocument.notJSONButReadByTheReference)
    func decoder_refusesWhatIsNotJSON(_ document: HandWrittenDocument) {
        #expect(FeedCacheDecodingOutcome.ofDecoder(document.bytes) == .failed(.unreadable))
        #expect(FeedCacheDecodingOutcome.ofReference(document.bytes).isDecoded)
    }

    @Test("the decoder reads a zero the reference misread", arguments: HandWrittenDocument.jsonRefusedByTheReference)
    func decoder_readsAZeroTheReferenceMisread(_ document: HandWrittenDocument) throws {
        let cache = try FeedCacheDocument.decode(document.bytes)

        #expect(cache.timestamp.timeIntervalSinceReferenceDate == 0)
        #expect(FeedCacheDecodingOutcome.ofReference(document.bytes) == .failed(.unreadable))
    }
}
