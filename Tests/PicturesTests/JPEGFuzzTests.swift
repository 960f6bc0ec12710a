import Foundation
import Pictures
import Testing

/// A seeded fuzz campaign over mutated real photos: every mutant decodes to a picture of the size its header
/// gives, or to a typed error; none traps, hangs or takes more memory than the limits allow.
///
/// `DRINGO_FUZZ_SCALE=20 swift test --filter JPEGFuzzTests` runs twenty times the cases, for a longer search.
struct JPEGFuzzTests {
    static let seed: UInt64 = 0x0D21_4460
    /// Tight limits, so a mutated size byte cannot make a mutant take much memory.
    static let limits = PictureLimits(maxWidth: 2048, maxHeight: 2048, maxMemoryBytes: 32 << 20)

    struct Campaign: Sendable, CustomTestStringConvertible {
        let name: String
        let cases: Int
        /// The scales the mutants are decoded at; the large photos only at 1/8, to keep the campaign in seconds.
        let scales: [JPEGScale]
        var testDescription: String { "\(cases) mutants of \(name)" }
    }

    static let campaigns = [
        Campaign(name: "restarts-420", cases: 120, scales: JPEGScale.allCases),
        Campaign(name: "progressive-restarts", cases: 120, scales: JPEGScale.allCases),
        Campaign(name: "sampling-422", cases: 60, scales: JPEGScale.allCases),
        Campaign(name: "grey-progressive", cases: 60, scales: JPEGScale.allCases),
        Campaign(name: "cmyk-small", cases: 60, scales: JPEGScale.allCases),
        Campaign(name: "12101_rusty_nail", cases: 24, scales: [.eighth]),
        Campaign(name: "11050_apricot_lady", cases: 8, scales: [.eighth]),
    ]

    @Test("PX-11: mutants of real photos decode to a picture of their header's size or to a typed error", arguments: campaigns)
    func mutants_decodeOrFailWithTypedErrors(campaign: Campaign) throws {
        let original = try PictureFixtures.jpeg(campaign.name)
        var pictures = 0
        var errors = 0
        let cases = campaign.cases * max(1, Int(ProcessInfo.processInfo.environment["DRINGO_FUZZ_SCALE"] ?? "") ?? 1)
        for index in 0..<cases {
            var generator = SeededGenerator(seed: Self.seed ^ UInt64(index) &* 0x1000_0000_01B3 ^ UInt64(campaign.name.utf8.count))
            let (mutant, steps) = JPEGMutator.mutate(original, using: &generator)
            let scale = campaign.scales.randomElement(using: &generator) ?? .eighth
            let decoder = JPEGDecoder(limits: Self.limits)
            do {
                let picture = try decoder.decode(mutant, scale: scale)
                let header = try decoder.size(of: mutant)
                let expected = scale.scaledSize(width: header.width, height: header.height)
                #expect(
                    picture.width == expected.width && picture.height == expected.height
                        && picture.pixels.count == picture.width * picture.height * 3,
                    "case \(index) (\(steps)) decoded \(picture.width)×\(picture.height) at 1/\(scale.divisor)")
                pictures += 1
            } catch {
                #expect(!error.description.isEmpty)
                errors += 1
            }
        }
        #expect(errors > 0, "a campaign that breaks nothing tests nothing")
        #expect(pictures + errors == cases)
    }
}
