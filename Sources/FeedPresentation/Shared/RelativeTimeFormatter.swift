import Foundation

/// "3 days ago", in the localizer's language.
///
/// Linux Foundation has no `RelativeDateTimeFormatter`, so this covers the ranges a
/// seven-day cache needs: moments, minutes, hours and days.
public struct RelativeTimeFormatter: Sendable {
    /// The longest age told, about 31,700 years. A corrupt cache can hold any timestamp,
    /// and converting an age beyond `Int`'s range to `Int` would stop the process.
    private static let longestAge: TimeInterval = 1e12

    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// A `date` after `now`, or an age that is not a number, reads as just now.
    public func string(from date: Date, to now: Date) -> String {
        let age = now.timeIntervalSince(date)
        let seconds = age > 0 ? Int(min(age, Self.longestAge)) : 0
        let minutes = seconds / 60
        let hours = minutes / 60
        let days = hours / 24
        switch (days, hours, minutes) {
        case (0, 0, 0):
            return localizer.string("TIME_JUST_NOW", table: .shared)
        case (0, 0, let minutes):
            return counted(minutes, one: "TIME_ONE_MINUTE_AGO", many: "TIME_MINUTES_AGO")
        case (0, let hours, _):
            return counted(hours, one: "TIME_ONE_HOUR_AGO", many: "TIME_HOURS_AGO")
        default:
            return counted(days, one: "TIME_ONE_DAY_AGO", many: "TIME_DAYS_AGO")
        }
    }

    private func counted(_ count: Int, one: String, many: String) -> String {
        localizer.takesSingular(count) ? localizer.string(one, table: .shared) : localizer.string(many, table: .shared, count)
    }
}
