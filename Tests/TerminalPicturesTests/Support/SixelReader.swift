import Pictures

/// Reads sixels back, as a VT340 draws them: the raster attributes give the size, `#n;2;r;g;b` defines a colour
/// in percent, `#n` selects one, `!count` repeats a sixel, `$` returns to the band's start, `-` moves to the next
/// band. Each pixel must be painted exactly once.
enum SixelReader {
    static func read(_ output: [UInt8]) throws -> (picture: Picture, paletteSize: Int) {
        var scanner = ByteScanner(output)
        try scanner.expect("\u{1B}P")
        _ = try scanner.text(upTo: "q")
        try scanner.expect("\"1;1;")
        let width = try scanner.number()
        try scanner.expect(";")
        let height = try scanner.number()
        var palette: [Int: [UInt8]] = [:]
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var paints = [Int](repeating: 0, count: width * height)
        var color: [UInt8]?
        var column = 0
        var top = 0
        while !scanner.skip("\u{1B}\\") {
            let byte = try scanner.next()
            switch byte {
            case UInt8(ascii: "#"):
                let index = try scanner.number()
                if scanner.skip(";2;") {
                    palette[index] = try (0..<3).map { channel in
                        if channel > 0 { try scanner.expect(";") }
                        return UInt8((try scanner.number() * 255 + 50) / 100)
                    }
                } else {
                    guard let defined = palette[index] else { throw ReadBackFailure("colour \(index) is used undefined") }
                    color = defined
                }
            case UInt8(ascii: "$"): column = 0
            case UInt8(ascii: "-"):
                column = 0
                top += 6
            case UInt8(ascii: "!"), 63...126:
                let count = byte == UInt8(ascii: "!") ? try scanner.number() : 1
                let sixel = byte == UInt8(ascii: "!") ? try scanner.next() : byte
                guard let color, (63...126).contains(sixel) else { throw ReadBackFailure("a sixel without a colour") }
                for _ in 0..<count {
                    for bit in 0..<6 where (sixel - 63) & (1 << bit) != 0 {
                        let row = top + bit
                        guard row < height, column < width else { throw ReadBackFailure("a sixel outside the raster") }
                        paints[row * width + column] += 1
                        for channel in 0..<3 { pixels[(row * width + column) * 3 + channel] = color[channel] }
                    }
                    column += 1
                }
            default: throw ReadBackFailure("unexpected byte \(byte)")
            }
        }
        try scanner.expect("\n")
        guard scanner.isAtEnd else { throw ReadBackFailure("bytes after the newline") }
        guard paints.allSatisfy({ $0 == 1 }) else { throw ReadBackFailure("a pixel painted other than once") }
        return (try Picture(width: width, height: height, pixels: pixels), palette.count)
    }
}
