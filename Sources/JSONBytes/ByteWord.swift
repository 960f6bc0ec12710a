/// Tests on eight bytes at once, read as one 64-bit word, for the loops that run over a
/// document's text: most of it needs neither escaping nor a second look.
///
/// Each test is exact as a yes or no: a borrow can only mark a byte above one that truly matches.
///
/// Public for the writers of JSON bytes, which look for the bytes that need escaping the same way;
/// inlinable, as a call per eight bytes would cost more than the test.
public enum ByteWord {
    /// The eight bytes from `index`, or nil when fewer remain.
    @inlinable public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64? {
        guard let start = bytes.baseAddress, index >= 0, index + 8 <= bytes.count else { return nil }
        return UnsafeRawPointer(start).loadUnaligned(fromByteOffset: index, as: UInt64.self)
    }

    /// Whether any of the eight bytes is `byte`.
    @inlinable public static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Whether any of the eight bytes is below `limit`, for limits up to 0x80.
    @inlinable public static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether any of the eight bytes is part of a multi-byte UTF-8 sequence.
    @inlinable public static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }

    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable static var highBits: UInt64 { 0x8080_8080_8080_8080 }
}
