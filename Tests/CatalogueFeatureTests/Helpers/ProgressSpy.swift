import Locking

/// Records every progress report, as `(lettersDone, letterCount)`.
final class ProgressSpy: Sendable {
    struct Report: Equatable {
        let done: Int
        let total: Int
    }

    private let recorded = Locked<[Report]>([])

    var reports: [Report] { recorded.withLock { $0 } }

    func report(_ done: Int, _ total: Int) {
        recorded.withLock { $0.append(Report(done: done, total: total)) }
    }
}
