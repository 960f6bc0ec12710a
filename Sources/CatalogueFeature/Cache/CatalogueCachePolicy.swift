import Foundation

/// The 7-day rule, the same as the feed's. Pure: the current date is always handed in.
///
/// Features don't import each other, so the catalogue states the rule again rather than
/// borrowing `FeedCachePolicy`.
public enum CatalogueCachePolicy {
    public static let maxAge: TimeInterval = 7 * 24 * 60 * 60

    /// A catalogue is valid while it is younger than seven days; at exactly seven days it has expired.
    /// One dated after `date` (the clock went back, or the file was tampered with) is invalid too.
    public static func validate(_ timestamp: Date, against date: Date) -> Bool {
        let age = date.timeIntervalSince(timestamp)
        return age >= 0 && age < maxAge
    }
}
