/// Why a picture could not be decoded, scaled or made: each case names what was wrong.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with a JPEG's start-of-image marker.
    case notJPEG
    /// The stream ended while `part` was being read.
    case truncated(part: String)
    /// `part` breaks the JPEG format as `reason` says.
    case malformed(part: String, reason: String)
    /// A valid JPEG of a kind this decoder does not read (arithmetic coding, 12-bit, lossless, hierarchical).
    case unsupported(String)
    /// The header claims a picture larger than the limits allow; refused before anything is allocated.
    case dimensionsTooLarge(width: Int, height: Int)
    /// Decoding would need more memory than the limits allow; refused before anything is allocated.
    case memoryLimitExceeded(bytes: Int, limit: Int)
    /// A width or height that is zero, negative, or does not match the pixels given.
    case invalidDimensions(width: Int, height: Int)

    public var description: String {
        switch self {
        case .notJPEG: "The data is not a JPEG picture."
        case let .truncated(part): "The JPEG picture ends too early, in its \(part)."
        case let .malformed(part, reason): "The JPEG picture's \(part) is malformed: \(reason)."
        case let .unsupported(kind): "The JPEG picture is of a kind that cannot be decoded: \(kind)."
        case let .dimensionsTooLarge(width, height): "The picture is too large to decode (\(width)×\(height))."
        case let .memoryLimitExceeded(bytes, limit): "Decoding the picture would need \(bytes) bytes, more than the limit of \(limit)."
        case let .invalidDimensions(width, height): "\(width)×\(height) is not a valid size for this picture."
        }
    }
}
