import Synchronization
import CompositionRoot

/// A stdout or stderr that keeps what was written, for checking what the user saw.
public final class RecordingSink: TextSink {
    private let buffer = Mutex("")

    public init() {}

    public var text: String { buffer.withLock { $0 } }

    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }
}
