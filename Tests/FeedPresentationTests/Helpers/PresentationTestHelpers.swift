import Foundation

/// The clock every presentation test reads: a fixed instant, never `Date()`.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_700_000_000)

extension Date {
    func adding(seconds: TimeInterval) -> Date {
        addingTimeInterval(seconds)
    }

    func adding(days: Int) -> Date {
        addingTimeInterval(TimeInterval(days) * 24 * 60 * 60)
    }
}
