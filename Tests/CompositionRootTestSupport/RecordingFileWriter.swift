import CompositionRoot
import FileStorage
import Foundation
import Locking
import TestSupport

/// Keeps the files dringo wrote, in memory; can be told to fail.
public final class RecordingFileWriter: FileWriter {
    public struct Failure: Error {}

    private let files = Locked<[String: Data]>([:])
    private let failing: Bool

    public init(failing: Bool = false) {
        self.failing = failing
    }

    /// What was written, by absolute path.
    public var writtenFiles: [String: Data] { files.withLock { $0 } }

    public func write(_ data: Data, to url: URL) throws {
        if failing { throw Failure() }
        files.withLock { $0[url.path] = data }
    }
}
