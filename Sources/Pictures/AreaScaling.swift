extension Picture {
    /// The picture resized to exactly `width × height` by area averaging: each new pixel is the mean of the old
    /// pixels it covers, weighted by how much of each it covers. The new size is held to the standard limits' sides.
    public func scaled(toWidth width: Int, height: Int) throws(PictureError) -> Picture {
        let limits = PictureLimits.standard
        guard (1...limits.maxWidth).contains(width), (1...limits.maxHeight).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let area = width * height
        if width == self.width && height == self.height { return self }
        let columns = AreaSpans(from: self.width, to: width)
        let rows = AreaSpans(from: self.height, to: height)
        // Columns first, into a picture `width` wide and as tall as this one.
        var narrowed = [Float](repeating: 0, count: width * self.height * 3)
        for row in 0..<self.height {
            for column in 0..<width {
                for (source, weight) in columns.spans[column] {
                    for channel in 0..<3 {
                        narrowed[(row * width + column) * 3 + channel] +=
                            weight * Float(pixels[(row * self.width + source) * 3 + channel])
                    }
                }
            }
        }
        var scaled = [UInt8](repeating: 0, count: area * 3)
        for row in 0..<height {
            for column in 0..<width {
                for channel in 0..<3 {
                    var sum: Float = 0
                    for (source, weight) in rows.spans[row] { sum += weight * narrowed[(source * width + column) * 3 + channel] }
                    scaled[(row * width + column) * 3 + channel] = InverseDCT.sample(sum - 128)
                }
            }
        }
        return Picture(checkedWidth: width, height: height, pixels: scaled)
    }
}

/// For each new pixel along one axis, the old pixels it covers and the share of it each one takes (summing to 1).
struct AreaSpans {
    let spans: [[(source: Int, weight: Float)]]

    init(from oldCount: Int, to newCount: Int) {
        spans = (0..<newCount).map { index in
            // In units of 1 / newCount of an old pixel, so the bounds are exact integers.
            let start = index * oldCount
            let end = (index + 1) * oldCount
            return stride(from: start / newCount, to: (end + newCount - 1) / newCount, by: 1).map { source in
                let covered = min(end, (source + 1) * newCount) - max(start, source * newCount)
                return (source, Float(covered) / Float(oldCount))
            }
        }
    }
}
