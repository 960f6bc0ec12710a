/// FNV-1a, 64 bits: the same value for the same bytes in every process, unlike Swift's seeded `Hasher`,
/// so a drink keeps its demo picture from one run to the next.
enum FNV1a {
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
