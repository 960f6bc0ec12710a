/// The bounds a decoder holds a picture to, checked from its header before anything is allocated.
public struct PictureLimits: Sendable, Equatable {
    /// The widest picture a header may claim.
    public var maxWidth: Int
    /// The tallest picture a header may claim.
    public var maxHeight: Int
    /// The most memory the decoder's buffers may take for one picture, at the scale it decodes.
    public var maxMemoryBytes: Int

    public init(maxWidth: Int, maxHeight: Int, maxMemoryBytes: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxMemoryBytes = maxMemoryBytes
    }

    /// Room for any photo a camera takes (16384 pixels a side), and at most 256 MiB of buffers.
    public static let standard = PictureLimits(maxWidth: 16384, maxHeight: 16384, maxMemoryBytes: 256 << 20)
}
