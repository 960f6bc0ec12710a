import Foundation

/// How long a cached resource may be used. Pure: the current date is always handed in.
public struct MaxAgePolicy: Sendable, Equatable {
    public let maxAge: TimeInterval

    public init(maxAge: TimeInterval) {
        self.maxAge = maxAge
    }

    /// The rule of the cocktail list and of the catalogue.
    public static let sevenDays = MaxAgePolicy(maxAge: 7 * 24 * 60 * 60)

    /// A resource is valid while it is younger than the max age; at exactly the max age it has expired.
    ///
    /// One dated after `date` (the clock went back, or the file was tampered with) is invalid too:
    /// otherwise it would count as fresh for as long as the future lasts.
    public func validate(_ timestamp: Date, against date: Date) -> Bool {
        let age = date.timeIntervalSince(timestamp)
        return age >= 0 && age < maxAge
    }
}
