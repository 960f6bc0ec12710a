import FeedFeature
import FileStorage
import Foundation

/// Caches image data on disk, one file per URL, within a capacity in bytes.
///
/// A file is named after the SHA-256 of its URL and starts with a header naming the URL, so two
/// URLs never share a file, no URL becomes a path outside `directory`, and a file never answers
/// for a URL it was not written for. Every write replaces a whole file atomically.
///
/// Eviction: after an insert, while the image files take more than `capacityBytes`, the least
/// recently used go first. "Used" is the file's modification time, which an insert sets and a
/// retrieve refreshes, so there is no index for a crash or a second process to leave stale.
/// The image just inserted always stays; one whose file alone exceeds the capacity is refused
/// with `imageTooLarge`, leaving the cache as it was.
///
/// An actor, so the side effects of one process run serially. Processes may share the directory:
/// each write is a rename of a whole file, and eviction skips files another process removed first.
public actor FileSystemImageDataStore: ImageCacheStore {
    /// Where the image files live, such as `<cache directory>/images`. The first insert creates it.
    public nonisolated let directory: URL
    /// The most bytes the image files may take together, headers included.
    public nonisolated let capacityBytes: Int

    public init(directory: URL, capacityBytes: Int = 100 * 1024 * 1024) {
        self.directory = directory
        self.capacityBytes = capacityBytes
    }

    public func insert(_ data: Data, for url: URL) throws {
        try Task.checkCancellation()
        let entry = ImageCacheEntry.encode(data, for: url)
        guard entry.count <= capacityBytes else {
            throw Error.imageTooLarge(bytes: entry.count, capacityBytes: capacityBytes)
        }
        let name = ImageFileName.forImage(at: url)
        try Error.reportingSystemCallFailures {
            try AtomicFile.replaceContents(of: directory.appendingPathComponent(name), with: entry)
            try evictLeastRecentlyUsedImages(sparing: name)
        }
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        try Task.checkCancellation()
        let file = directory.appendingPathComponent(ImageFileName.forImage(at: url))
        let entry: Data?
        do {
            entry = try PlainFile.contentsIfPresent(at: file)
        } catch {
            throw Error.unreadableImage
        }
        guard let entry else { return nil }
        guard let image = ImageCacheEntry.image(in: entry, for: url) else { throw Error.unreadableImage }
        // Recency only guides eviction: a cache this process cannot write still serves its images.
        try? PlainFile.touch(at: file)
        return image
    }

    /// How many images the directory holds, and the bytes their files take, headers included.
    public func usage() throws -> (count: Int, bytes: Int) {
        let images = try Error.reportingSystemCallFailures { try imageFiles() }
        return (images.count, images.reduce(0) { $0 + $1.size })
    }

    /// Removes every image file and every temporary file a killed writer left. Foreign files stay.
    /// A missing directory is already empty.
    public func removeAll() throws {
        try Error.reportingSystemCallFailures {
            for name in try DirectoryListing.namesIfPresent(in: directory) where Self.isOwnFile(name) {
                try PlainFile.removeIfPresent(at: directory.appendingPathComponent(name))
            }
        }
    }

    private static func isOwnFile(_ name: String) -> Bool {
        let imageName = AtomicFile.targetName(ofTemporaryFileNamed: name) ?? name
        return ImageFileName.isImageFileName(imageName)
    }

    /// Removes the least recently used images until the rest fit. `spared` fits alone, so removing
    /// every other image is always enough.
    private func evictLeastRecentlyUsedImages(sparing spared: String) throws {
        let images = try imageFiles()
        var excessBytes = images.reduce(0) { $0 + $1.size } - capacityBytes
        let leastRecentlyUsedFirst =
            images
            .filter { $0.name != spared }
            .sorted { ($0.modificationDate, $0.name) < ($1.modificationDate, $1.name) }
        for image in leastRecentlyUsedFirst where excessBytes > 0 {
            try PlainFile.removeIfPresent(at: directory.appendingPathComponent(image.name))
            excessBytes -= image.size
        }
    }

    /// The image files now in the directory; temporary and foreign files are not images.
    private func imageFiles() throws -> [ImageFile] {
        try DirectoryListing.namesIfPresent(in: directory)
            .filter(ImageFileName.isImageFileName)
            .compactMap { name in
                // A file another process removed since the listing is simply gone.
                guard let status = try FileStatus.ofFileIfPresent(at: directory.appendingPathComponent(name)),
                    status.isRegularFile
                else { return nil }
                return ImageFile(name: name, size: status.size, modificationDate: status.modificationDate)
            }
    }
}

private struct ImageFile {
    let name: String
    let size: Int
    let modificationDate: Date
}
