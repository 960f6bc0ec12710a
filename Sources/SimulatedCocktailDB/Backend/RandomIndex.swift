import Foundation

/// A shared random number generator, drawn from by concurrent requests one at a time.
final class RandomIndex: @unchecked Sendable {
    // Unchecked: `generator` is only touched while `lock` is held.
    private let lock = NSLock()
    private var generator: any RandomNumberGenerator

    init(_ generator: some RandomNumberGenerator & Sendable) {
        self.generator = generator
    }

    /// A number in `0..<bound`, each as likely as any other; `bound` must be positive.
    func next(below bound: Int) -> Int {
        lock.withLock { Int.random(in: 0..<bound, using: &generator) }
    }
}
