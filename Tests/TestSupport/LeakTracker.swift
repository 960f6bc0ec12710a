/// Finds the tracked objects that outlive a test.
///
/// Swift Testing has no teardown blocks, so a suite holds one tracker and checks
/// `#expect(leakTracker.leaks == [])` in its `deinit`, which runs after each test. It imports no
/// test framework, so that a plain `swift build` of the package never needs one.
public final class LeakTracker: @unchecked Sendable {
    // Unchecked: a tracker belongs to one suite instance, which Swift Testing runs on one task.
    private var tracked: [(reference: WeakBox, leak: Leak)] = []

    public init() {}

    /// - Parameters: where the object was made, so that a leak names the test that made it.
    public func track(_ instance: AnyObject, fileID: String = #fileID, line: Int = #line) {
        tracked.append((WeakBox(instance), Leak(type: String(describing: type(of: instance)), fileID: fileID, line: line)))
    }

    /// The tracked objects still alive.
    public var leaks: [Leak] {
        tracked.filter { $0.reference.value != nil }.map(\.leak)
    }

    public struct Leak: Equatable, CustomStringConvertible, Sendable {
        let type: String
        let fileID: String
        let line: Int

        public var description: String {
            "\(type) tracked at \(fileID):\(line) should have been deallocated. Potential memory leak."
        }
    }

    private final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }
}
