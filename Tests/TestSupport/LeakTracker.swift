import Testing

/// Checks that every tracked object is gone once a test's scope has ended.
///
/// Swift Testing has no teardown blocks, so a suite holds one tracker and calls
/// `verifyNoLeaks()` from its `deinit`, which runs after each test.
public final class LeakTracker: @unchecked Sendable {
    // Unchecked: a tracker belongs to one suite instance, which Swift Testing runs on one task.
    private var tracked: [(reference: WeakBox, sourceLocation: SourceLocation)] = []

    public init() {}

    public func track(_ instance: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        tracked.append((WeakBox(instance), sourceLocation))
    }

    public func verifyNoLeaks() {
        for entry in tracked {
            #expect(entry.reference.value == nil, "Instance should have been deallocated. Potential memory leak.", sourceLocation: entry.sourceLocation)
        }
    }

    private final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }
}
