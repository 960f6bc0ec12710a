import FeedTerminalUI
import Foundation
import Locking

/// A stdout or stderr that keeps what was written, for checking what the user saw.
public final class RecordingSink: OutputSink {
    private let buffer = Locked(Data())
    private let sizes = Locked([Int]())

    public init() {}

    public var data: Data { buffer.withLock { $0 } }

    public var text: String { String(decoding: data, as: UTF8.self) }

    /// The byte count of each write, in order.
    public var writeSizes: [Int] { sizes.withLock { $0 } }

    public func write(_ text: String) {
        buffer.withLock { $0.append(contentsOf: text.utf8) }
        sizes.withLock { $0.append(text.utf8.count) }
    }

    public func write(_ data: Data) {
        buffer.withLock { $0.append(data) }
        sizes.withLock { $0.append(data.count) }
    }
}
