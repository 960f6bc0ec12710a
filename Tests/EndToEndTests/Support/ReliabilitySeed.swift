import Foundation

/// The seed of the random moments the kill tests pick. Fixed, so a failure replays exactly;
/// `DRINGO_E2E_SEED` (decimal, or hexadecimal after `0x`) tries another one.
enum ReliabilitySeed {
    static let fixed: UInt64 = 0xD121_6060_0000_0012

    static var value: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["DRINGO_E2E_SEED"] else { return fixed }
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        return parsed ?? fixed
    }

    static func describe(_ seed: UInt64) -> String {
        "seed 0x\(String(seed, radix: 16)) (replay with DRINGO_E2E_SEED=0x\(String(seed, radix: 16)))"
    }
}
