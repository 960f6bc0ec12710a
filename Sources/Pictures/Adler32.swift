/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// Bytes summed before reducing: the most for which the sums cannot overflow 32 bits.
    private static let run = 5552

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + run, bytes.count)
            for byte in bytes[start..<end] {
                low += UInt32(byte)
                high += low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
