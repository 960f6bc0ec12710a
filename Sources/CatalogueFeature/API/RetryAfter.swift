import Foundation

/// Reads a `Retry-After` header given in seconds.
enum RetryAfter {
    /// The wait a `Retry-After` value asks for, or nil when it is absent or unreadable (such as
    /// an HTTP date, which would need a clock to read). Digits too many for an `Int64` ask for
    /// longer than anyone waits.
    static func duration(from value: String?) -> Duration? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return .seconds(Int64(text) ?? .max)
    }
}
