import Foundation

/// Writes a whole file or none, for output the user asked for (`dringo image --output`).
///
/// It uses the same temporary-file-and-rename as the cache, so a killed or cancelled
/// write never leaves a partial file where the user expects an image.
public struct AtomicFileWriter: Sendable {
    public init() {}

    /// Fails, writing nothing, when the folder does not exist.
    public func write(_ data: Data, to url: URL) throws {
        try AtomicFile.replaceContents(of: url, with: data, creatingDirectories: false)
    }
}
