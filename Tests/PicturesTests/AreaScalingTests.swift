import Pictures
import Testing

/// Downscaling to an exact size by area averaging.
struct AreaScalingTests {
    @Test("PX-7: halving averages each 2×2 square")
    func halving_averagesSquares() throws {
        let picture = try Picture(width: 2, height: 2, pixels: [0, 0, 0, 100, 100, 100, 200, 200, 200, 100, 60, 20])

        let scaled = try picture.scaled(toWidth: 1, height: 1)

        #expect(scaled.pixels == [100, 90, 80])
    }

    @Test("PX-7: a pixel only partly covered counts by the share it covers")
    func partialCoverage_weighsByShare() throws {
        // Three pixels into two: the middle one is shared half and half.
        let picture = try Picture(width: 3, height: 1, pixels: [0, 0, 0, 90, 90, 90, 180, 180, 180])

        let scaled = try picture.scaled(toWidth: 2, height: 1)

        // (0 + 0.5 × 90) / 1.5 = 30, and (0.5 × 90 + 180) / 1.5 = 150.
        #expect(scaled.pixels == [30, 30, 30, 150, 150, 150])
    }

    @Test("PX-7: a photo scales to exactly the size asked, keeping its mean colour")
    func photo_scalesToExactSize() throws {
        let picture = try JPEGDecoder().decode(try PictureFixtures.jpeg("restarts-420"))

        let scaled = try picture.scaled(toWidth: 40, height: 17)

        #expect(scaled.width == 40 && scaled.height == 17 && scaled.pixels.count == 40 * 17 * 3)
        #expect(abs(Self.mean(scaled) - Self.mean(picture)) < 1)
    }

    @Test("PX-7: a size that is not positive, or pixels that do not fit their size, are refused")
    func invalidSizes_areRefused() throws {
        let picture = try Picture(width: 1, height: 1, pixels: [1, 2, 3])

        #expect(throws: PictureError.invalidDimensions(width: 0, height: 5)) { try picture.scaled(toWidth: 0, height: 5) }
        #expect(throws: PictureError.invalidDimensions(width: Int.max, height: 2)) { try picture.scaled(toWidth: Int.max, height: 2) }
        #expect(throws: PictureError.invalidDimensions(width: 2, height: 2)) { try Picture(width: 2, height: 2, pixels: [1, 2, 3]) }
    }

    static func mean(_ picture: Picture) -> Double {
        Double(picture.pixels.reduce(0) { $0 + Int($1) }) / Double(picture.pixels.count)
    }
}
