/// SplitMix64: a small generator whose sequence a seed fixes, so every fuzz case replays.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Breaks a JPEG the ways a damaged download or a hostile file would: flipped bits, changed bytes, a cut, a
/// marker segment repeated, a run overwritten.
enum JPEGMutator {
    /// Bytes a JPEG parser treats specially: marker prefixes and the markers that change its state.
    static let specialBytes: [UInt8] = [0x00, 0xFF, 0xD8, 0xD9, 0xDA, 0xC0, 0xC2, 0xC4, 0xDB, 0xDD, 0xD0, 0x7F, 0x80, 0x11, 0x44]

    static func mutate(_ original: [UInt8], using generator: inout SeededGenerator) -> (bytes: [UInt8], steps: [String]) {
        var bytes = original
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) where bytes.count > 4 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let index = Int.random(in: 2..<bytes.count, using: &generator)
                    bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
                    steps.append("flip a bit at \(index)")
                }
            case 1:
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 2..<bytes.count, using: &generator)
                    bytes[index] =
                        Bool.random(using: &generator)
                        ? UInt8.random(in: 0...255, using: &generator) : specialBytes.randomElement(using: &generator) ?? 0
                    steps.append("set byte \(index) to \(bytes[index])")
                }
            case 2:
                let length = Int.random(in: 2..<bytes.count, using: &generator)
                bytes = Array(bytes.prefix(length))
                steps.append("cut at \(length)")
            case 3:
                let markers = HostileJPEGTests.markerOffsets(in: bytes)
                guard markers.count >= 2 else { continue }
                let which = Int.random(in: 0..<(markers.count - 1), using: &generator)
                let segment = Array(bytes[markers[which]..<markers[which + 1]])
                bytes.insert(contentsOf: segment, at: markers[which + 1])
                steps.append("repeat the segment at \(markers[which])")
            default:
                let start = Int.random(in: 2..<bytes.count, using: &generator)
                let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
                let value = specialBytes.randomElement(using: &generator) ?? 0
                bytes.replaceSubrange(start..<end, with: [UInt8](repeating: value, count: end - start))
                steps.append("overwrite \(start)..<\(end) with \(value)")
            }
        }
        return (bytes, steps)
    }
}
