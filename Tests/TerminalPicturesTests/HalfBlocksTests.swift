import Pictures
import TerminalPictures
import Testing

/// Half blocks, read back cell by cell.
struct HalfBlocksTests {
    @Test("PD-7, PD-9: a real photo in 24-bit half blocks, parsed back, is exactly the photo scaled to two pixels a cell")
    func photo_readsBackAsThePhoto() throws {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 40)
        let photo = try Photos.decoded(Photos.rustyNail, fittingWithin: layout.pixelSize(for: .halfBlocks(.trueColor)))

        let output = try TerminalPicture.render(photo, as: .halfBlocks(.trueColor), maxColumns: 40)

        #expect(try HalfBlockReader.read(output) == (try photo.scaled(toWidth: 40, height: 40)))
        #expect(output.split(separator: UInt8(ascii: "\n")).count == 20)
    }

    @Test("PD-7: a colour is written only when it changes, and each line resets the colours before its newline")
    func colours_areWrittenOnChange() throws {
        let white: [UInt8] = [255, 255, 255]
        let black: [UInt8] = [0, 0, 0]
        let pixels = white + white + black + white + white + white + black + black
        let picture = try Picture(width: 4, height: 2, pixels: pixels)

        let output = String(decoding: try TerminalPicture.render(picture, as: .halfBlocks(.trueColor), maxColumns: 4), as: UTF8.self)

        #expect(
            output
                == "\u{1B}[38;2;255;255;255;48;2;255;255;255m▀▀\u{1B}[38;2;0;0;0;48;2;0;0;0m▀\u{1B}[38;2;255;255;255;48;2;0;0;0m▀\u{1B}[0m\n"
        )
    }

    @Test("PD-8: in 256 colours each pixel is drawn in the nearest of xterm's cube and grey ramp")
    func palettedBlocks_takeTheNearestColour() throws {
        // Every mix of the cube's levels, its midpoints and either side of them, and every grey: 1,587 colours,
        // each a cell of two equal pixels, so that the layout takes the picture as it is.
        let levels = [0, 47, 48, 114, 115, 116, 155, 194, 195, 235, 255]
        let mixes: [[UInt8]] = (0..<(11 * 11 * 11)).map { rgb(levels[$0 / 121], levels[$0 / 11 % 11], levels[$0 % 11]) }
        let colors = mixes + (0...255).map { rgb($0, $0, $0) }
        let columns = 69
        let rows = colors.count / columns
        var pixels: [UInt8] = []
        for row in 0..<rows {
            for _ in 0..<2 { for column in 0..<columns { pixels += colors[row * columns + column] } }
        }
        let picture = try Picture(width: columns, height: rows * 2, pixels: pixels)

        let readBack = try HalfBlockReader.read(try TerminalPicture.render(picture, as: .halfBlocks(.xterm256), maxColumns: columns))

        #expect((readBack.width, readBack.height) == (columns, rows * 2))
        let xtermColors = (16...255).flatMap(XtermColors.rgb).map(Int.init)
        var farther: [String] = []
        for (index, color) in colors.enumerated() {
            let offset = (index / columns * 2 * columns + index % columns) * 3
            let drawn = Array(readBack.pixels[offset..<(offset + 3)])
            // The nearest by trying all 240, in plain integers: this runs a million times.
            let (red, green, blue) = (Int(color[0]), Int(color[1]), Int(color[2]))
            var nearest = Int.max
            for candidate in stride(from: 0, to: xtermColors.count, by: 3) {
                let distance =
                    (xtermColors[candidate] - red) * (xtermColors[candidate] - red)
                    + (xtermColors[candidate + 1] - green) * (xtermColors[candidate + 1] - green)
                    + (xtermColors[candidate + 2] - blue) * (xtermColors[candidate + 2] - blue)
                nearest = min(nearest, distance)
            }
            if squaredDistance(drawn, color) != nearest { farther.append("\(color) drawn as \(drawn)") }
        }
        #expect(farther.isEmpty, "colours drawn farther than the nearest: \(farther.prefix(5))")
    }
}
