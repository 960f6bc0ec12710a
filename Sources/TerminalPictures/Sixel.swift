import Pictures

/// Writes a picture as DEC sixels: its colours reduced to a palette by median cut, then bands six pixels tall,
/// each colour of a band a line of sixel characters over the band (`$` returns to its start, `-` goes to the
/// next band), runs of four or more written `!count`.
enum Sixel {
    /// `ESC P q`, the raster attributes `"1;1;W;H` (square pixels), the palette `#n;2;r;g;b` in percent, the
    /// bands, `ESC \`.
    static func render(_ picture: Picture) -> [UInt8] {
        let indexed = MedianCut.quantise(picture)
        var output: [UInt8] = []
        output.append(ascii: "\u{1B}Pq\"1;1;")
        output.append(decimal: picture.width)
        output.append(UInt8(ascii: ";"))
        output.append(decimal: picture.height)
        for color in 0..<indexed.colorCount {
            output.append(UInt8(ascii: "#"))
            output.append(decimal: color)
            output.append(ascii: ";2")
            for channel in 0..<3 {
                output.append(UInt8(ascii: ";"))
                output.append(decimal: (Int(indexed.palette[color * 3 + channel]) * 100 + 127) / 255)
            }
        }
        var band = BandBits(width: picture.width, colorCount: indexed.colorCount)
        for top in stride(from: 0, to: picture.height, by: 6) {
            if top > 0 { output.append(UInt8(ascii: "-")) }
            band.fill(from: indexed, top: top)
            band.write(to: &output)
        }
        output.append(ascii: "\u{1B}\\\n")
        return output
    }
}

/// One band's sixels: for each colour, the six bits of every column, and the colours the band uses.
private struct BandBits {
    let width: Int
    var bits: [UInt8]
    /// The colours used, in the order first met, and the last column each is used in.
    var used: [Int] = []
    var lastColumn: [Int]

    init(width: Int, colorCount: Int) {
        self.width = width
        bits = [UInt8](repeating: 0, count: width * colorCount)
        lastColumn = [Int](repeating: -1, count: colorCount)
    }

    mutating func fill(from picture: IndexedPicture, top: Int) {
        for color in used {
            for column in 0...lastColumn[color] { bits[color * width + column] = 0 }
            lastColumn[color] = -1
        }
        used.removeAll(keepingCapacity: true)
        for row in top..<min(top + 6, picture.height) {
            for column in 0..<width {
                let color = Int(picture.indices[row * width + column])
                if lastColumn[color] < 0 { used.append(color) }
                lastColumn[color] = max(lastColumn[color], column)
                bits[color * width + column] |= 1 << (row - top)
            }
        }
    }

    /// `#n` and the colour's sixels up to its last column, the colours apart by `$`.
    func write(to output: inout [UInt8]) {
        for (order, color) in used.enumerated() {
            if order > 0 { output.append(UInt8(ascii: "$")) }
            output.append(UInt8(ascii: "#"))
            output.append(decimal: color)
            var column = 0
            while column <= lastColumn[color] {
                let value = bits[color * width + column]
                var run = 1
                while column + run <= lastColumn[color] && bits[color * width + column + run] == value { run += 1 }
                let character = 63 + value
                if run >= 4 {
                    output.append(UInt8(ascii: "!"))
                    output.append(decimal: run)
                    output.append(character)
                } else {
                    for _ in 0..<run { output.append(character) }
                }
                column += run
            }
        }
    }
}
