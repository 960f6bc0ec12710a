import Foundation

/// The bytes of one image file: a header naming the URL the image was cached for, then the image.
///
/// File names are digests, so the header is what makes a digest collision, a file copied under
/// another name or a torn file detectable: an entry is only ever read back for the URL it names.
///
///     "DRIM" | format version, 1 byte | URL length, UInt64 big-endian | URL, UTF-8 | image bytes
enum ImageCacheEntry {
    private static let signature = Array("DRIM".utf8)
    private static let version: UInt8 = 1

    static func encode(_ image: Data, for url: URL) -> Data {
        let key = url.imageCacheKey
        var entry = Data(capacity: signature.count + 1 + 8 + key.count + image.count)
        entry.append(contentsOf: signature)
        entry.append(version)
        withUnsafeBytes(of: UInt64(key.count).bigEndian) { entry.append(contentsOf: $0) }
        entry.append(contentsOf: key)
        entry.append(image)
        return entry
    }

    /// The image in `entry`, or nil when `entry` is not a whole entry of this version written for `url`.
    static func image(in entry: Data, for url: URL) -> Data? {
        let key = url.imageCacheKey
        var reader = ByteReader(entry)
        guard reader.read(signature.count)?.elementsEqual(signature) == true,
            reader.read(1)?.first == version,
            let length = reader.read(8)?.reduce(UInt64(0), { $0 << 8 | UInt64($1) }),
            length == UInt64(key.count),
            reader.read(key.count)?.elementsEqual(key) == true
        else { return nil }
        return reader.remainder
    }
}

/// Reads a `Data` front to back without trusting any length it holds.
private struct ByteReader {
    private let data: Data
    private var offset: Data.Index

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    /// The next `count` bytes, or nil when fewer are left.
    mutating func read(_ count: Int) -> Data? {
        guard count <= data.endIndex - offset else { return nil }
        defer { offset += count }
        return data[offset..<offset + count]
    }

    /// Every byte not read yet, indexed from zero like any other `Data`.
    var remainder: Data {
        Data(data[offset...])
    }
}
