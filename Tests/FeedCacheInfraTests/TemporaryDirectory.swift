import Foundation

/// A directory of its own for one test, under the system's temporary directory. Nothing creates it up front.
struct TemporaryDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("FeedCacheInfraTests-\(UUID().uuidString)", isDirectory: true)

    func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// Writes a file, creating the directories above it.
    func write(_ contents: String, to path: String) throws {
        let file = appending(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// The names in the directory, hidden ones included.
    func contents(of path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: appending(path).path).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
