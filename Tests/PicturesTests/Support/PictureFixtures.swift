import Foundation
import Pictures

/// The real photos, the small JPEGs made beside them, and Pillow's decodings of both, from the target's resources.
enum PictureFixtures {
    /// The twelve TheCocktailDB photos, by file name without `.jpg`.
    static let photos = [
        "13899_3_wise_men", "11050_apricot_lady", "12766_happy_skipper", "13128_diesel", "13222_big_red", "14209_mocha_berry",
        "13036_strawberry_lemonade", "11002_long_island_tea", "12101_rusty_nail", "11255_clove_cocktail",
        "15675_a_midsummernight_dream", "14598_50_50",
    ]
    /// Baseline 4:2:0, baseline 4:4:4, progressive 4:4:4, progressive 4:2:0, Adobe CMYK: the kinds the catalogue serves.
    static let oneOfEachKind = [
        "11050_apricot_lady", "14598_50_50", "14209_mocha_berry", "12101_rusty_nail", "15675_a_midsummernight_dream",
    ]
    static let cmykPhotos: Set = ["11255_clove_cocktail", "15675_a_midsummernight_dream", "cmyk-small"]
    /// Small JPEGs that `scripts/make-picture-references.py` made with Pillow, of kinds the photos lack.
    static let made = ["restarts-420", "progressive-restarts", "sampling-422", "grey", "grey-progressive", "cmyk-small"]

    static func jpeg(_ name: String) throws -> [UInt8] {
        let folder = photos.contains(name) ? "photos" : "made"
        return try bytes(of: "\(folder)/\(name).jpg")
    }

    /// Pillow's decoding at full size, or area-reduced by `divisor`.
    static func reference(_ name: String, divisor: Int = 1) throws -> Picture {
        try PNGReader.read(
            try bytes(of: divisor == 1 ? "references/\(name).png" : "references/\(name)-\(divisor).png"), checkingImageData: false)
    }

    /// Read from the source tree, as the other test targets read their fixtures, so the build copies nothing.
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    private static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: resources.appendingPathComponent(path)))
    }
}

/// Peak signal-to-noise ratio between two pictures of one size, over all three channels, in decibels.
enum PSNR {
    static func decibels(_ picture: Picture, _ reference: Picture) -> Double? {
        guard picture.width == reference.width, picture.height == reference.height else { return nil }
        let squaredError = picture.pixels.withUnsafeBufferPointer { values in
            reference.pixels.withUnsafeBufferPointer { expected in
                var sum = 0
                var index = 0
                while index < values.count {
                    let difference = Int(values[index]) - Int(expected[index])
                    sum += difference * difference
                    index += 1
                }
                return sum
            }
        }
        let meanSquaredError = Double(squaredError) / Double(max(picture.pixels.count, 1))
        return meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    }
}
