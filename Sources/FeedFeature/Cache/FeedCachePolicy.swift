import Foundation

/// The 7-day rule. Pure: the current date is always handed in.
public enum FeedCachePolicy {
    public static let maxAge: TimeInterval = 7 * 24 * 60 * 60

    /// A cache is valid while it is younger than seven days; at exactly seven days it has expired.
    ///
    /// A cache dated after `date` (the clock went back, or the file was tampered with) is
    /// invalid too: otherwise it would count as fresh for as long as the future lasts.
    public static func validate(_ timestamp: Date, against date: Date) -> Bool {
        let age = date.timeIntervalSince(timestamp)
        return age >= 0 && age < maxAge
    }
}
