import Foundation
import TestSupport

/// Stand-in image bytes: deterministic, pseudo-random, and binary through and through.
///
/// They start like a JPEG, then hold every byte value once (0x00 and 0xFF included), then
/// pseudo-random bytes, and end with a newline and a NUL: a text decoding, a C-string copy or a
/// trimmed end anywhere between the server and the file would change them.
enum ImageBytes {
    private static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    private static let ending: [UInt8] = [0x0A, 0x00]

    /// `count` bytes (at least 262), the same for the same `seed`.
    static func pseudoRandom(count: Int, seed: UInt64 = 0x5EED) -> Data {
        var bytes = jpegStart + (0...255).map { UInt8($0) }
        var generator = SplitMix64(seed: seed)
        while bytes.count < count - ending.count {
            bytes.append(UInt8(truncatingIfNeeded: generator.next()))
        }
        return Data(bytes + ending)
    }
}
