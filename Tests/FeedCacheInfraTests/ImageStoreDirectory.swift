import Foundation
import TestSupport

@testable import FeedCacheInfra

/// The `images` folder of a test's temporary directory, where the file store under test keeps its files.
struct ImageStoreDirectory {
    let parent = TemporaryDirectory()

    var url: URL { parent.appending("images") }

    /// The file the store keeps for `url`. The name's derivation is pinned by its own test.
    func file(for imageURL: URL) -> URL {
        url.appendingPathComponent(ImageFileName.forImage(at: imageURL))
    }

    /// The names in the folder, hidden ones included.
    func contents() throws -> [String] {
        try parent.contents(of: "images")
    }

    func write(_ data: Data, toFileFor imageURL: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try data.write(to: file(for: imageURL))
    }

    func setModificationDate(_ date: Date, ofFileFor imageURL: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file(for: imageURL).path)
    }

    func remove() {
        parent.remove()
    }
}
