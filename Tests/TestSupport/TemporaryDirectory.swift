import Foundation

/// A directory of its own for one test, under the system's temporary directory. Nothing creates it up front.
public struct TemporaryDirectory: Sendable {
    public let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("dringo-tests-\(UUID().uuidString)", isDirectory: true)

    public init() {}

    public func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// Writes a file, creating the directories above it.
    public func write(_ contents: String, to path: String) throws {
        try write(Data(contents.utf8), to: path)
    }

    public func write(_ contents: Data, to path: String) throws {
        let file = appending(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file)
    }

    /// The names in the directory, hidden ones included.
    public func contents(of path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: appending(path).path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
