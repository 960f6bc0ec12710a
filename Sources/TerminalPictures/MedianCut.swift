import Pictures

/// Heckbert's median cut: the colours, counted in a 32×32×32 histogram, are split into boxes, each time the box
/// whose widest channel spread weighs most by its pixels, at that channel's weighted median. Each box's colour is
/// the mean of the pixels in it.
enum MedianCut {
    static let maxColors = 256
    private static let levels = 32

    static func quantise(_ picture: Picture) -> IndexedPicture {
        var counts = [Int](repeating: 0, count: levels * levels * levels)
        let pixelCount = picture.width * picture.height
        picture.pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<pixelCount { counts[cell(pixels, pixel)] += 1 }
        }
        var cells = counts.indices.filter { counts[$0] > 0 }
        var boxes = [Box(cells: cells, range: 0..<cells.count, counts: counts)]
        while boxes.count < maxColors, let widest = boxes.indices.max(by: { boxes[$0].weight < boxes[$1].weight }),
            boxes[widest].weight > 0
        {
            let (lower, upper) = split(boxes[widest], cells: &cells, counts: counts)
            boxes[widest] = lower
            boxes.append(upper)
        }
        var boxOfCell = [UInt8](repeating: 0, count: counts.count)
        for (index, box) in boxes.enumerated() {
            for cell in cells[box.range] { boxOfCell[cell] = UInt8(index) }
        }
        return indexed(picture, boxOfCell: boxOfCell, colorCount: boxes.count)
    }

    /// The histogram cell of a pixel: five bits a channel.
    private static func cell(_ pixels: UnsafeBufferPointer<UInt8>, _ pixel: Int) -> Int {
        Int(pixels[pixel * 3] >> 3) << 10 | Int(pixels[pixel * 3 + 1] >> 3) << 5 | Int(pixels[pixel * 3 + 2] >> 3)
    }

    private static func split(_ box: Box, cells: inout [Int], counts: [Int]) -> (Box, Box) {
        let shift = box.widestChannelShift
        cells[box.range].sort { ($0 >> shift) & 31 < ($1 >> shift) & 31 }
        var below = 0
        var end = box.range.lowerBound + 1
        // Stop at the first cell that takes the count past half, leaving at least one cell above.
        while end < box.range.upperBound - 1 {
            below += counts[cells[end - 1]]
            if 2 * below >= box.pixels { break }
            end += 1
        }
        return (
            Box(cells: cells, range: box.range.lowerBound..<end, counts: counts),
            Box(cells: cells, range: end..<box.range.upperBound, counts: counts)
        )
    }

    /// Each pixel's box, and each box's colour the mean of its pixels.
    private static func indexed(_ picture: Picture, boxOfCell: [UInt8], colorCount: Int) -> IndexedPicture {
        let pixelCount = picture.width * picture.height
        var indices = [UInt8](repeating: 0, count: pixelCount)
        var sums = [Int](repeating: 0, count: colorCount * 4)
        picture.pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<pixelCount {
                let index = boxOfCell[cell(pixels, pixel)]
                indices[pixel] = index
                let sum = Int(index) * 4
                sums[sum] += Int(pixels[pixel * 3])
                sums[sum + 1] += Int(pixels[pixel * 3 + 1])
                sums[sum + 2] += Int(pixels[pixel * 3 + 2])
                sums[sum + 3] += 1
            }
        }
        var palette = [UInt8](repeating: 0, count: colorCount * 3)
        for color in 0..<colorCount {
            let count = max(sums[color * 4 + 3], 1)
            for channel in 0..<3 { palette[color * 3 + channel] = UInt8((sums[color * 4 + channel] + count / 2) / count) }
        }
        return IndexedPicture(width: picture.width, height: picture.height, palette: palette, indices: indices)
    }

    /// A run of histogram cells: how many pixels they hold and which channel spreads widest.
    private struct Box {
        let range: Range<Int>
        let pixels: Int
        /// Where the widest channel sits in a cell: 10 red, 5 green, 0 blue.
        let widestChannelShift: Int
        /// The widest spread (plus one) squared, times the pixels: the next split takes the largest. 0 for one cell.
        let weight: Int

        init(cells: [Int], range: Range<Int>, counts: [Int]) {
            self.range = range
            var pixels = 0
            var lowest = (red: 31, green: 31, blue: 31)
            var highest = (red: 0, green: 0, blue: 0)
            for cell in cells[range] {
                pixels += counts[cell]
                let (red, green, blue) = (cell >> 10, (cell >> 5) & 31, cell & 31)
                lowest = (min(lowest.red, red), min(lowest.green, green), min(lowest.blue, blue))
                highest = (max(highest.red, red), max(highest.green, green), max(highest.blue, blue))
            }
            let spreads = [(highest.red - lowest.red, 10), (highest.green - lowest.green, 5), (highest.blue - lowest.blue, 0)]
            // The first of the widest, red before green before blue.
            let widest = spreads.reduce(spreads[0]) { $1.0 > $0.0 ? $1 : $0 }
            self.pixels = pixels
            widestChannelShift = widest.1
            weight = range.count > 1 ? (widest.0 + 1) * (widest.0 + 1) * pixels : 0
        }
    }
}
