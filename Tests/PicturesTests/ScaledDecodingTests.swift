import Pictures
import Testing

/// Decoding reduced through the DCT, and the choice of the scale that still covers a size.
struct ScaledDecodingTests {
    @Test("PX-5: each scale divides the size and rounds up")
    func scales_divideAndRoundUp() throws {
        let bytes = try PictureFixtures.jpeg("restarts-420")  // 101×75

        let sizes = try JPEGScale.allCases.map { scale in
            let picture = try JPEGDecoder().decode(bytes, scale: scale)
            return [picture.width, picture.height, picture.pixels.count]
        }

        #expect(sizes == [[101, 75, 101 * 75 * 3], [51, 38, 51 * 38 * 3], [26, 19, 26 * 19 * 3], [13, 10, 13 * 10 * 3]])
    }

    @Test("PX-5: the most reducing scale that still covers the requested size is chosen")
    func fittingWithin_choosesTheSmallestCoveringScale() {
        #expect(JPEGScale.reducing(width: 3024, height: 3024, toCover: (40, 40)) == .eighth)
        #expect(JPEGScale.reducing(width: 700, height: 700, toCover: (80, 80)) == .eighth)
        #expect(JPEGScale.reducing(width: 700, height: 700, toCover: (89, 40)) == .quarter)
        #expect(JPEGScale.reducing(width: 700, height: 700, toCover: (40, 351)) == .full)
        #expect(JPEGScale.reducing(width: 700, height: 700, toCover: (350, 350)) == .half)
        #expect(JPEGScale.reducing(width: 700, height: 700, toCover: (2000, 2000)) == .full)
    }

    @Test("PX-5: decoding to fit within a size decodes at the chosen scale, and covers the size")
    func decodeFittingWithin_decodesReduced() throws {
        let bytes = try PictureFixtures.jpeg("12101_rusty_nail")

        let picture = try JPEGDecoder().decode(bytes, fittingWithin: (40, 40))

        #expect(picture.width == 88 && picture.height == 88)
        #expect(try JPEGDecoder().size(of: bytes) == (700, 700))
        #expect(try JPEGDecoder().decode(PictureFixtures.jpeg("grey"), fittingWithin: nil).width == 101)
    }
}
