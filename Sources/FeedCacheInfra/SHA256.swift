/// SHA-256, as FIPS 180-4 defines it.
///
/// Written out here because the package takes no dependencies and Foundation on Linux has no digest:
/// CryptoKit is Apple-only. It names cache files, so it needs collision resistance, not secrecy.
enum SHA256 {
    /// The digest of `message` as 64 lowercase hexadecimal digits.
    static func hexDigest(of message: [UInt8]) -> String {
        var state = initialState
        var schedule = [UInt32](repeating: 0, count: 64)
        message.withUnsafeBufferPointer { bytes in
            let fullBlocksLength = bytes.count - bytes.count % blockLength
            for start in stride(from: 0, to: fullBlocksLength, by: blockLength) {
                compress(UnsafeBufferPointer(rebasing: bytes[start..<start + blockLength]), into: &state, schedule: &schedule)
            }
            let tail = padded(Array(bytes[fullBlocksLength...]), messageLength: bytes.count)
            tail.withUnsafeBufferPointer { tailBytes in
                for start in stride(from: 0, to: tailBytes.count, by: blockLength) {
                    compress(UnsafeBufferPointer(rebasing: tailBytes[start..<start + blockLength]), into: &state, schedule: &schedule)
                }
            }
        }
        return state.map(hex).joined()
    }

    private static let blockLength = 64

    /// The last partial block, then a 1 bit, zeros, and the message length in bits: one or two whole blocks.
    private static func padded(_ tail: [UInt8], messageLength: Int) -> [UInt8] {
        var blocks = tail
        blocks.append(0x80)
        while blocks.count % blockLength != blockLength - 8 {
            blocks.append(0)
        }
        let bitLength = UInt64(messageLength) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            blocks.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return blocks
    }

    private static func compress(_ block: UnsafeBufferPointer<UInt8>, into state: inout [UInt32], schedule w: inout [UInt32]) {
        for t in 0..<16 {
            w[t] = UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8 | UInt32(block[4 * t + 3])
        }
        for t in 16..<64 {
            let s0 = rotateRight(w[t - 15], by: 7) ^ rotateRight(w[t - 15], by: 18) ^ (w[t - 15] >> 3)
            let s1 = rotateRight(w[t - 2], by: 17) ^ rotateRight(w[t - 2], by: 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for t in 0..<64 {
            let sum1 = rotateRight(e, by: 6) ^ rotateRight(e, by: 11) ^ rotateRight(e, by: 25)
            let choice = (e & f) ^ (~e & g)
            let temporary1 = h &+ sum1 &+ choice &+ roundConstants[t] &+ w[t]
            let sum0 = rotateRight(a, by: 2) ^ rotateRight(a, by: 13) ^ rotateRight(a, by: 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temporary2 = sum0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temporary1, c, b, a, temporary1 &+ temporary2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    private static func rotateRight(_ value: UInt32, by count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static func hex(_ word: UInt32) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
