import Pictures

/// Writes a picture as rows of `▀`: each cell's foreground is its top pixel and its background the one below.
enum HalfBlocks {
    private static let upperHalfBlock: [UInt8] = Array("▀".utf8)

    /// `picture`, of an even height, is drawn one cell a pixel across and two pixels a cell down. A colour is
    /// written only when it changes along the row, and each row ends by resetting the colours.
    static func render(_ picture: Picture, colors: BlockColors) -> [UInt8] {
        let width = picture.width
        let rows = picture.height / 2
        var output: [UInt8] = []
        output.reserveCapacity(rows * (width * 40 + 8))
        picture.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                let top = 2 * row * width * 3
                let bottom = top + width * 3
                var previous: (foreground: Int, background: Int)?
                for column in 0..<width {
                    let foreground = code(pixels, at: top + column * 3, in: colors)
                    let background = code(pixels, at: bottom + column * 3, in: colors)
                    if previous?.foreground != foreground || previous?.background != background {
                        appendColors(foreground: foreground, background: background, in: colors, to: &output)
                        previous = (foreground, background)
                    }
                    output += upperHalfBlock
                }
                output.append(ascii: "\u{1B}[0m\n")
            }
        }
        return output
    }

    /// A pixel's colour as it is written: packed `0xRRGGBB`, or the index of xterm's nearest colour, so that
    /// neighbours that differ only below the palette's precision share one sequence.
    private static func code(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int, in colors: BlockColors) -> Int {
        let (red, green, blue) = (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
        switch colors {
        case .trueColor: return red << 16 | green << 8 | blue
        case .xterm256: return XtermPalette.nearestIndex(red: red, green: green, blue: blue)
        }
    }

    /// One SGR sequence setting both colours: `ESC[38;2;r;g;b;48;2;r;g;bm` or `ESC[38;5;n;48;5;nm`.
    private static func appendColors(foreground: Int, background: Int, in colors: BlockColors, to output: inout [UInt8]) {
        output.append(ascii: "\u{1B}[38;")
        appendColor(foreground, in: colors, to: &output)
        output.append(ascii: ";48;")
        appendColor(background, in: colors, to: &output)
        output.append(UInt8(ascii: "m"))
    }

    private static func appendColor(_ code: Int, in colors: BlockColors, to output: inout [UInt8]) {
        switch colors {
        case .trueColor:
            output.append(ascii: "2;")
            output.append(decimal: code >> 16)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: (code >> 8) & 0xFF)
            output.append(UInt8(ascii: ";"))
            output.append(decimal: code & 0xFF)
        case .xterm256:
            output.append(ascii: "5;")
            output.append(decimal: code)
        }
    }
}
