import Foundation
import Pictures

/// The real TheCocktailDB photos the decoder's tests keep, read from the source tree so nothing is copied.
enum Photos {
    /// Progressive 4:2:0, 700×700: the kind the performance goal names.
    static let rustyNail = "12101_rusty_nail"
    /// Baseline 4:2:0.
    static let apricotLady = "11050_apricot_lady"

    /// The photo decoded at the most reducing scale that still covers `size`, as the CLI decodes it.
    static func decoded(_ name: String, fittingWithin size: (width: Int, height: Int)) throws -> Picture {
        try JPEGDecoder().decode(try jpeg(name), fittingWithin: size)
    }

    static func jpeg(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).jpg")))
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PicturesTests/Resources/photos")
}
