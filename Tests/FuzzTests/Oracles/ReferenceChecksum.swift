import Foundation

/// The catalogue document's checksum, written again from its description, byte by byte: what a hand
/// forging a document computes, so that the fuzzer can forge one.
enum ReferenceChecksum {
    private static let opening = Array(#"{"checksum":""#.utf8)
    private static let restOffset = opening.count + 16 + 2

    /// The document with a checksum that holds for what follows it, when it opens as a checksummed one.
    static func resealed(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= restOffset, Array(bytes.prefix(opening.count)) == opening else { return data }
        let checksum = String(checksum(of: Array(bytes[restOffset...])), radix: 16)
        let digits = String(repeating: "0", count: 16 - checksum.count) + checksum
        return Data(opening + Array(digits.utf8) + Array(#"","#.utf8) + bytes[restOffset...])
    }

    /// Eight bytes at a time, little-endian, the last word padded with zeros (all zeros when the length is a multiple of eight).
    private static func checksum(of bytes: [UInt8]) -> UInt64 {
        var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        for start in stride(from: 0, through: bytes.count, by: 8) {
            var word: UInt64 = 0
            for (index, byte) in bytes[start..<min(start + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << UInt64(8 * index)
            }
            state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 29
        }
        state ^= state >> 33
        state = state &* 0xFF51_AFD7_ED55_8CCD
        return state ^ state >> 33
    }
}
