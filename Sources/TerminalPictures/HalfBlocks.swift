import Pictures

/// Writes a picture as rows of `▀`: each cell's foreground is its top pixel and its background the one below.
enum HalfBlocks {
    private static let upperHalfBlock: [UInt8] = Array("▀".utf8)

    /// `picture`, of an even height, is drawn one cell a pixel across and two pixels a cell down. A colour is written only when it changes along the row, and each row ends by resetting the colours.
    static func render(_ picture: Picture, colors: BlockColors) -> [UInt8] {
        let width = picture.width
        let rows = picture.height / 2
        var output: [UInt8] = []
        output.reserveCapacity(rows * (width * 40 + 8))
        picture.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                let top = 2 * row * width * 3
                let bottom = top + width * 3
                var previous: (Int, Int)?
                for column in 0..<width {
                    let topColor = color(pixels, at: top + column * 3)
                    let bottomColor = color(pixels, at: bottom + column * 3)
                    if previous?.0 != topColor || previous?.1 != bottomColor {
                        appendColors(foreground: topColor, background: bottomColor, in: colors, to: &output)
                        previous = (topColor, bottomColor)
                    }
                    output += upperHalfBlock
                }
                output.append(ascii: "\u{1B}[0m\n")
            }
        }
        return output
    }

    /// A pixel packed as `0xRRGGBB`.
    private static func color(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        Int(pixels[offset]) << 16 | Int(pixels[offset + 1]) << 8 | Int(pixels[offset + 2])
    }

    /// One SGR sequence setting both colours: `ESC[38;2;r;g;b;48;2;r;g;bm` or `ESC[38;5;n;48;5;nm`.
    private static func appendColors(foreground: Int, background: Int, in colors: BlockColors, to output: inout [UInt8]) {
        output.append(ascii: "\u{1B}[38;")
        appendColor(foreground, in: colors, to: &output)
        output.append(ascii: ";48;")
        appendColor(background, in: colors, to: &output)
        output.append(UInt8(ascii: "m"))
    }

    private static func appendColor(_ color: Int, in colors: BlockColors, to output: inout [UInt8]) {
        let red = color >> 16
        let green = (color >> 8) & 0xFF
        let blue = color & 0xFF
        switch colors {
        case .trueColor:
            output.append(ascii: "2;")
            output.append(decimal: red)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: green)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: blue)
        case .xterm256:
            output.append(ascii: "5;")
            output.append(decimal: XtermPalette.nearestIndex(red: red, green: green, blue: blue))
        }
    }
}
