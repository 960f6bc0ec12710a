import Foundation

/// Names an image's file after the SHA-256 digest of its cache key and nothing else of the URL,
/// so no URL, however hostile (`../`, `%2F`, NUL, 10 KB long), becomes a path outside the directory.
enum ImageFileName {
    private static let fileExtension = ".img"
    private static let hexDigits = Set("0123456789abcdef".utf8)

    static func forImage(at url: URL) -> String {
        SHA256.hexDigest(of: url.imageCacheKey) + fileExtension
    }

    /// True only for names `forImage(at:)` makes, so foreign files are never counted or removed.
    static func isImageFileName(_ name: String) -> Bool {
        guard name.hasSuffix(fileExtension) else { return false }
        let digest = name.utf8.dropLast(fileExtension.utf8.count)
        return digest.count == 64 && digest.allSatisfy(hexDigits.contains)
    }
}
