import Foundation

/// The 7-day rule. Pure: the current date is always handed in.
public enum FeedCachePolicy {
    public static let maxAge: TimeInterval = 7 * 24 * 60 * 60

    /// A cache is valid while it is younger than seven days; at exactly seven days it has expired.
    public static func validate(_ timestamp: Date, against date: Date) -> Bool {
        date.timeIntervalSince(timestamp) < maxAge
    }
}
