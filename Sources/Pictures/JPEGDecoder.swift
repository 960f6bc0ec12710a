/// Decodes baseline and progressive Huffman JPEGs (8-bit; grey, YCbCr, RGB, CMYK, YCCK; any sampling; restart
/// intervals) to RGB pictures, reduced through the DCT when asked, within its limits.
public struct JPEGDecoder: Sendable {
    public let limits: PictureLimits
    /// Progressive JPEGs take about ten scans; far more is hostile, and each scan costs a pass over the picture.
    static let maxScans = 256

    public init(limits: PictureLimits = .standard) {
        self.limits = limits
    }

    /// Decodes at the most reducing scale whose picture still covers `size` (width and height), or at full size.
    public func decode(_ bytes: [UInt8], fittingWithin size: (width: Int, height: Int)?) throws(PictureError) -> Picture {
        guard let size else { return try decode(bytes, scale: .full) }
        let header = try JPEGHeaderReader.frame(in: bytes, limits: limits)
        return try decode(bytes, scale: JPEGScale.reducing(width: header.width, height: header.height, toCover: size))
    }

    /// Decodes at `scale`: each dimension divided by its divisor, rounded up.
    public func decode(_ bytes: [UInt8], scale: JPEGScale = .full) throws(PictureError) -> Picture {
        var stream = try JPEGStream(bytes: bytes, limits: limits, scale: scale)
        return try stream.decode()
    }

    /// The width and height the header claims, read without decoding (and within the limits).
    public func size(of bytes: [UInt8]) throws(PictureError) -> (width: Int, height: Int) {
        let frame = try JPEGHeaderReader.frame(in: bytes, limits: limits)
        return (frame.width, frame.height)
    }
}
