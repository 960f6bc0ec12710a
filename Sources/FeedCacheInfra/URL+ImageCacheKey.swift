import Foundation

extension URL {
    /// The bytes an image is cached under: the whole absolute string, unnormalized, so URLs that
    /// differ only in case, query, fragment or a trailing slash never share an entry.
    var imageCacheKey: [UInt8] {
        Array(absoluteString.utf8)
    }
}
