/// A decoded picture: `height` rows of `width` pixels, top to bottom, each pixel three bytes (red, green, blue).
public struct Picture: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Refuses pixels that are not exactly `width × height × 3` bytes, or a size that is not positive.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(PictureError) {
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (count, countOverflow) = area.multipliedReportingOverflow(by: 3)
        guard width > 0, height > 0, !areaOverflow, !countOverflow, count == pixels.count else {
            throw .invalidDimensions(width: width, height: height)
        }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
