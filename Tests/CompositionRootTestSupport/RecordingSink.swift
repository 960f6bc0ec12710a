import Foundation
import TestSupport
import CompositionRoot

/// A stdout or stderr that keeps what was written, for checking what the user saw.
public final class RecordingSink: OutputSink {
    private let buffer = Locked(Data())

    public init() {}

    public var data: Data { buffer.withLock { $0 } }

    public var text: String { String(decoding: data, as: UTF8.self) }

    public func write(_ text: String) {
        buffer.withLock { $0.append(contentsOf: text.utf8) }
    }

    public func write(_ data: Data) {
        buffer.withLock { $0.append(data) }
    }
}
