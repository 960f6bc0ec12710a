internal import JSONBytes

/// A checksum of all that follows it in a document, written as its first member:
///
///     {"checksum":"<16 lowercase hexadecimal digits>",<the rest of the document>
///
/// It tells the bytes a save wrote from bytes a disk or a hand changed since, so that a reader may trust
/// where they put things without reading them all. It is no defence against a checksum forged on
/// purpose: what is read by its leave is still checked.
enum DocumentChecksum {
    /// A document's opening, before the rest is appended and the document sealed.
    static var unsealedOpening: [UInt8] {
        var opening: [UInt8] = []
        self.opening.withUTF8Buffer { opening.append(contentsOf: $0) }
        opening.append(contentsOf: repeatElement(hexDigits[0], count: 16))
        opening.append(contentsOf: [ASCII.quote, ASCII.comma])
        return opening
    }

    /// Writes into a document that opens with `unsealedOpening` the checksum of all that follows it.
    static func seal(_ document: inout [UInt8]) {
        var checksum = document.withUnsafeBytes { bytes -> UInt64 in
            Self.checksum(of: UnsafeRawBufferPointer(rebasing: bytes[restOffset...]))
        }
        for position in (opening.utf8CodeUnitCount..<(restOffset - 2)).reversed() {
            document[position] = hexDigits[Int(checksum & 0xF)]
            checksum >>= 4
        }
    }

    /// Whether `bytes` open with a checksum, as `document(sealing:)` writes it, of all that follows it.
    static func verifies(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= restOffset, opening.withUTF8Buffer({ $0.elementsEqual(bytes.prefix($0.count)) }),
            bytes[restOffset - 2] == ASCII.quote, bytes[restOffset - 1] == ASCII.comma
        else { return false }
        var written: UInt64 = 0
        for byte in bytes[opening.utf8CodeUnitCount..<(restOffset - 2)] {
            guard let digit = hexDigits.firstIndex(of: byte) else { return false }
            written = written << 4 | UInt64(digit)
        }
        return written == checksum(of: UnsafeRawBufferPointer(rebasing: bytes[restOffset...]))
    }

    /// Eight bytes at a time, each step a bijection of the state, so that a change to any one word always
    /// changes the checksum; the length is part of the seed, so the zeros that pad the last word count.
    static func checksum(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 29
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var last: UInt64 = 0
        for (index, byte) in bytes[offset...].enumerated() {
            last |= UInt64(byte) << UInt64(8 * index)
        }
        mix(last)
        state ^= state >> 33
        state = state &* 0xFF51_AFD7_ED55_8CCD
        return state ^ state >> 33
    }

    private static let opening: StaticString = #"{"checksum":""#
    private static let hexDigits = Array("0123456789abcdef".utf8)
    /// Where the rest of the document starts: after the opening, sixteen digits, a quote and a comma.
    private static var restOffset: Int { opening.utf8CodeUnitCount + 16 + 2 }
}
