import Foundation

/// How the cache documents write their save date: seconds since 2001-01-01, as `JSONEncoder` wrote a `Date`.
enum CacheTimestamp {
    /// JSON has no infinity or NaN, and `JSONEncoder` refused them the same way.
    static func interval(of timestamp: Date) throws -> Double {
        let interval = timestamp.timeIntervalSinceReferenceDate
        guard interval.isFinite else {
            throw EncodingError.invalidValue(
                interval,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "Unable to encode Double.\(interval) directly in JSON."
                ))
        }
        return interval
    }
}
