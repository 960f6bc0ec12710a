import Pictures

/// Where a photo goes, and what it is there.
public enum ImageDestination: Sendable, Equatable {
    /// The bytes as served, to stdout.
    case standardOutput
    /// The bytes as served, to a file.
    case file(path: String)
    /// The photo decoded and written as PNG, to a file whose name ends in `.png`.
    case pngFile(path: String)
    /// The photo drawn on stdout in a terminal's protocol, at most `maxColumns` wide.
    case drawing(PictureProtocol, maxColumns: Int)

    /// `--output FILE`: `-` is stdout, a name ending in `.png` (in any case) gets the PNG, any other the bytes as
    /// served. Without it, the photo is drawn when there is a protocol to draw it in, else its bytes go to stdout.
    public init(output: String?, drawing: PictureProtocol?, maxColumns: Int) {
        switch output {
        case "-": self = .standardOutput
        case let path? where path.lowercased().hasSuffix(".png"): self = .pngFile(path: path)
        case let path?: self = .file(path: path)
        case nil: self = drawing.map { .drawing($0, maxColumns: maxColumns) } ?? .standardOutput
        }
    }

    /// The file's path; nil for stdout.
    public var path: String? {
        switch self {
        case let .file(path), let .pngFile(path): path
        case .standardOutput, .drawing: nil
        }
    }

    /// What goes there from a JPEG photo: its bytes as served, its PNG, or its drawing ending with a newline.
    public func rendered(_ jpeg: [UInt8]) throws(PictureError) -> [UInt8] {
        switch self {
        case .standardOutput, .file: jpeg
        case .pngFile: PNGEncoder.encode(try JPEGDecoder().decode(jpeg))
        case let .drawing(pictureProtocol, maxColumns): try TerminalPicture.render(jpeg: jpeg, as: pictureProtocol, maxColumns: maxColumns)
        }
    }
}
