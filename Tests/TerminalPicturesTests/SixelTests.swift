import Foundation
import Pictures
import Testing

@testable import TerminalPictures

/// Sixels, read back through their palette.
struct SixelTests {
    @Test("PD-6, PD-9: a real photo in sixels, parsed back, is the photo within 35 dB, in at most 256 colours")
    func photo_readsBackCloseToThePhoto() throws {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 8)
        let photo = try Photos.decoded(Photos.rustyNail, fittingWithin: layout.pixelSize(for: .sixel))

        let output = try TerminalPicture.render(photo, as: .sixel, maxColumns: 8)

        let (readBack, paletteSize) = try SixelReader.read(output)
        let expected = try photo.scaled(toWidth: 80, height: 80)
        #expect((readBack.width, readBack.height) == (80, 80))
        #expect(paletteSize <= 256)
        let decibels = try #require(peakSignalToNoise(readBack, expected))
        #expect(decibels >= 35, "\(decibels) dB")
    }

    @Test("PD-6: a picture of 216 colours that percent states exactly reads back exactly")
    func fewColours_readBackExactly() throws {
        // Multiples of 51 are whole percents (20 % steps): 6 × 6 × 6 colours, every one a palette entry.
        let colors: [[UInt8]] = (0..<216).map { rgb($0 / 36 * 51, $0 / 6 % 6 * 51, $0 % 6 * 51) }
        let pixels: [UInt8] = (0..<(24 * 18)).flatMap { colors[$0 * 7 % 216] }
        let picture = try Picture(width: 24, height: 18, pixels: pixels)

        let output = Sixel.render(picture)

        let (readBack, paletteSize) = try SixelReader.read(output)
        #expect(readBack == picture)
        #expect(paletteSize == 216)
    }

    @Test("PD-6: a picture of more than 256 colours gets exactly 256")
    func manyColours_getTheWholePalette() throws {
        let pixels: [UInt8] = (0..<(64 * 64)).flatMap { rgb($0 % 64 * 4, $0 / 64 * 4, $0 * 13 % 256) }
        let picture = try Picture(width: 64, height: 64, pixels: pixels)

        let indexed = MedianCut.quantise(picture)

        #expect(indexed.colorCount == 256)
        #expect(indexed.indices.allSatisfy { Int($0) < indexed.colorCount })
    }

    @Test("PD-6: a run of four or more sixels is written as a repeat; fewer are written out")
    func runs_areWrittenAsRepeats() throws {
        let red: [UInt8] = [255, 0, 0]
        let blue: [UInt8] = [0, 0, 255]
        let row = Array([[UInt8]](repeating: red, count: 5).joined()) + Array([[UInt8]](repeating: blue, count: 3).joined())
        let picture = try Picture(width: 8, height: 6, pixels: Array([[UInt8]](repeating: row, count: 6).joined()))

        let output = String(decoding: Sixel.render(picture), as: UTF8.self)

        #expect(output == "\u{1B}Pq\"1;1;8;6#0;2;0;0;100#1;2;100;0;0#1!5~$#0!5?~~~\u{1B}\\\n")
    }

    private func peakSignalToNoise(_ picture: Picture, _ reference: Picture) -> Double? {
        guard picture.width == reference.width, picture.height == reference.height else { return nil }
        var squaredError = 0
        for (value, expected) in zip(picture.pixels, reference.pixels) {
            let difference = Int(value) - Int(expected)
            squaredError += difference * difference
        }
        let meanSquaredError = Double(squaredError) / Double(picture.pixels.count)
        return meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    }
}
