import TestSupport
import Testing

@testable import FeedCacheInfra

/// The checksum that tells a catalogue document as saved from one changed since.
struct DocumentChecksumTests {
    @Test("OD-6: a sealed document verifies, and any one byte changed after the checksum, or one more, does not")
    func verifies_refusesEveryChangeOfOneByte() {
        var generator = SplitMix64(seed: 0xC5_0001)
        for length in [0, 1, 7, 8, 9, 64, 301] {
            var document = DocumentChecksum.unsealedOpening
            let rest = (0..<length).map { _ in generator.byte() }
            document.append(contentsOf: rest)
            DocumentChecksum.seal(&document)
            #expect(document.withUnsafeBytes(DocumentChecksum.verifies), "length \(length)")

            for position in document.indices.dropFirst(document.count - length) {
                var changed = document
                changed[position] ^= 1 << UInt8(generator.int(below: 8))
                #expect(!changed.withUnsafeBytes(DocumentChecksum.verifies), "length \(length), byte \(position)")
            }
            #expect(!(document + [0x20]).withUnsafeBytes(DocumentChecksum.verifies), "length \(length), a byte more")
        }
    }

    @Test("OD-6: bytes that do not open with a checksum, or with one not of hexadecimal digits, do not verify")
    func verifies_refusesDocumentsWithoutAChecksum() {
        let texts = [
            "", "{", #"{"version":1,"timestamp":10,"drinks":[]}"#, #"{"checksum":"0123456789abcdeg","version":1}"#,
            #"{"checksum":"0123456789ABCDEF","version":1}"#, #"{"checksum":"0123456789abcdef"}"#,
        ]
        for text in texts {
            #expect(!Array(text.utf8).withUnsafeBytes(DocumentChecksum.verifies), "\(text)")
        }
    }
}
