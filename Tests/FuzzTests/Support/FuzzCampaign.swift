import Foundation
import TestSupport

/// A fixed number of fuzz cases drawn from one fixed seed.
///
/// Each case gets its own generator, derived from the seed and the case's index alone, so one
/// failing case can be replayed without running the ones before it:
///
///     DRINGO_FUZZ_CASE=1234 swift test --filter FuzzTests
///
/// `DRINGO_FUZZ_SEED` (decimal or 0x-hex) and `DRINGO_FUZZ_SCALE` (a multiplier of the case count)
/// explore beyond the default run; without them every run is the same.
struct FuzzCampaign: Sendable {
    let name: String
    let seed: UInt64
    let count: Int

    init(_ name: String, seed: UInt64, count: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.name = name
        self.seed = environment["DRINGO_FUZZ_SEED"].flatMap(Self.parseSeed) ?? seed
        self.count = count * (environment["DRINGO_FUZZ_SCALE"].flatMap { Int($0) }.map { max($0, 1) } ?? 1)
        onlyCase = environment["DRINGO_FUZZ_CASE"].flatMap { Int($0) }
    }

    private let onlyCase: Int?

    /// The indices of the cases to run: all of them, or the one named by `DRINGO_FUZZ_CASE`.
    var indices: [Int] {
        if let onlyCase { return [onlyCase] }
        return Array(0..<count)
    }

    /// Whether this run is the full campaign, so its totals can be checked.
    var isComplete: Bool { onlyCase == nil }

    func generator(forCase index: Int) -> SplitMix64 {
        // One SplitMix64 step scatters neighbouring indices across the whole state space.
        var scatter = SplitMix64(seed: seed &+ UInt64(index))
        return SplitMix64(seed: scatter.next())
    }

    /// What a failure message needs for someone to replay the case.
    func replay(ofCase index: Int) -> String {
        "\(name) fuzz case #\(index) (seed 0x\(String(seed, radix: 16, uppercase: true)); replay with DRINGO_FUZZ_SEED=\(seed) DRINGO_FUZZ_CASE=\(index))"
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt64(text.dropFirst(2), radix: 16)
        }
        return UInt64(text)
    }
}
