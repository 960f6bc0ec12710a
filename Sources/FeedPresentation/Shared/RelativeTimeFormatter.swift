import Foundation

/// "3 days ago", in the localizer's language.
///
/// Linux Foundation has no `RelativeDateTimeFormatter`, so this covers the ranges a
/// seven-day cache needs: moments, minutes, hours and days.
public struct RelativeTimeFormatter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func string(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
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
        count == 1 ? localizer.string(one, table: .shared) : localizer.string(many, table: .shared, count)
    }
}
