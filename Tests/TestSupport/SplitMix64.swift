/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator whose whole state is one `UInt64`,
/// so a seed printed in a failure message replays the very same samples, mutants or kills on any machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

// The standard library's `random(in:using:)` and `randomElement(using:)` may change their
// algorithms between toolchains; these stay fixed, so a seed means the same mutants forever.
extension SplitMix64 {
    /// A number in `0..<bound`; `bound` must be positive. The modulo bias is far below what fuzzing cares about.
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next() % UInt64(bound))
    }

    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// True once in `odds` draws on average.
    public mutating func oneIn(_ odds: Int) -> Bool {
        int(below: odds) == 0
    }

    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(below: elements.count)]
    }

    public mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next())
    }

    /// A length that is usually small and now and then large, the mix that finds boundary bugs.
    public mutating func length(upTo limit: Int) -> Int {
        guard limit > 0 else { return 0 }
        let scale = pick([4, 4, 64, 1024, limit])
        return int(in: 1...min(scale, limit))
    }
}
