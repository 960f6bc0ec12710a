import Foundation

extension Date {
    /// This moment, `days` days (and `seconds` seconds) ago.
    static func daysAgo(_ days: Int, plusSeconds seconds: TimeInterval = 0) -> Date {
        Date().addingTimeInterval(-(TimeInterval(days) * 24 * 60 * 60 + seconds))
    }
}
