import Pictures
import Testing

/// The decoder against Pillow's (libjpeg's) decodings of the real photos and of the small made JPEGs.
struct ReferenceDecodingTests {
    /// CMYK has no one conversion to RGB; the others differ only by rounding, IDCT and upsampling.
    static func fullSizeFloor(_ name: String) -> Double { PictureFixtures.cmykPhotos.contains(name) ? 22 : 30 }
    /// A reduced decoding is compared with Pillow's full decoding area-reduced; the DCT-domain reduction matches
    /// it on luma, and less closely on subsampled chroma, which is upsampled after reduction.
    static let reducedFloor = 27.0

    @Test("PX-1, PX-2, PX-3: a photo decoded at full size is within the PSNR floor of Pillow's decoding", arguments: PictureFixtures.photos)
    func fullSizePhoto_matchesPillow(name: String) throws {
        let picture = try JPEGDecoder().decode(try PictureFixtures.jpeg(name))
        let reference = try PictureFixtures.reference(name)

        let decibels = try #require(PSNR.decibels(picture, reference), "\(name) decodes as \(picture.width)×\(picture.height)")
        #expect(decibels >= Self.fullSizeFloor(name), "\(name): \(decibels) dB")
    }

    @Test("PX-4: a made JPEG (restarts, greyscale, 4:2:2, odd size, CMYK) matches Pillow at every scale", arguments: PictureFixtures.made)
    func madeJPEG_matchesPillowAtEveryScale(name: String) throws {
        let bytes = try PictureFixtures.jpeg(name)
        for scale in JPEGScale.allCases {
            let picture = try JPEGDecoder().decode(bytes, scale: scale)
            let reference = try PictureFixtures.reference(name, divisor: scale.divisor)
            let decibels = try #require(PSNR.decibels(picture, reference), "\(name) at 1/\(scale.divisor)")
            #expect(
                decibels >= (scale == .full ? Self.fullSizeFloor(name) : Self.reducedFloor), "\(name) at 1/\(scale.divisor): \(decibels) dB"
            )
        }
    }

    @Test("PX-6: a photo decoded at 1/8 is within the floor of Pillow's decoding area-reduced by 8", arguments: PictureFixtures.photos)
    func eighthPhoto_matchesPillowAreaReduced(name: String) throws {
        try expectReduced(name, at: .eighth)
    }

    @Test(
        "PX-6: a photo of each kind decoded at 1/2 and 1/4 is within the floor of Pillow's area-reduced decoding",
        arguments: PictureFixtures.oneOfEachKind)
    func halfAndQuarterPhoto_matchPillowAreaReduced(name: String) throws {
        try expectReduced(name, at: .half)
        try expectReduced(name, at: .quarter)
    }

    private func expectReduced(_ name: String, at scale: JPEGScale, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let picture = try JPEGDecoder().decode(try PictureFixtures.jpeg(name), scale: scale)
        let reference = try PictureFixtures.reference(name, divisor: scale.divisor)
        let decibels = try #require(PSNR.decibels(picture, reference), "\(name) at 1/\(scale.divisor)", sourceLocation: sourceLocation)
        #expect(decibels >= Self.reducedFloor, "\(name) at 1/\(scale.divisor): \(decibels) dB", sourceLocation: sourceLocation)
    }
}
