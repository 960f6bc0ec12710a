import FeedPresentation
import Foundation
import Testing

private let minute: TimeInterval = 60
private let hour: TimeInterval = 60 * minute
private let day: TimeInterval = 24 * hour

private let englishAges: [(age: TimeInterval, expected: String)] = [
    (0, "just now"),
    (59, "just now"),
    (minute, "1 minute ago"),
    (2 * minute - 1, "1 minute ago"),
    (5 * minute, "5 minutes ago"),
    (hour - 1, "59 minutes ago"),
    (hour, "1 hour ago"),
    (3 * hour, "3 hours ago"),
    (day - 1, "23 hours ago"),
    (day, "1 day ago"),
    (6 * day, "6 days ago"),
    (8 * day, "8 days ago"),
]

private let italianAges: [(age: TimeInterval, expected: String)] = [
    (0, "proprio ora"),
    (minute, "1 minuto fa"),
    (5 * minute, "5 minuti fa"),
    (hour, "1 ora fa"),
    (3 * hour, "3 ore fa"),
    (day, "1 giorno fa"),
    (6 * day, "6 giorni fa"),
]

@Suite("Relative time formatter")
struct RelativeTimeFormatterTests {
    @Test("string tells an age in English, in whole units rounded down", arguments: englishAges)
    func string_tellsAgeInEnglish(age: TimeInterval, expected: String) {
        #expect(makeSUT(language: .english).string(from: fixedCurrentDate.adding(seconds: -age), to: fixedCurrentDate) == expected)
    }

    @Test("string tells an age in Italian", arguments: italianAges)
    func string_tellsAgeInItalian(age: TimeInterval, expected: String) {
        #expect(makeSUT(language: .italian).string(from: fixedCurrentDate.adding(seconds: -age), to: fixedCurrentDate) == expected)
    }

    @Test("string reads a future date as just now")
    func string_readsFutureDateAsJustNow() {
        #expect(makeSUT().string(from: fixedCurrentDate.adding(days: 3), to: fixedCurrentDate) == "just now")
    }

    @Test("string reads a corrupt timestamp far in the future as just now, without overflowing")
    func string_readsFarFutureTimestampAsJustNowWithoutOverflow() {
        let corrupt = Date(timeIntervalSinceReferenceDate: 1e300)

        #expect(makeSUT().string(from: corrupt, to: fixedCurrentDate) == "just now")
    }

    @Test("string reads a timestamp that is not a number as just now")
    func string_readsNotANumberTimestampAsJustNow() {
        let corrupt = Date(timeIntervalSinceReferenceDate: .nan)

        #expect(makeSUT().string(from: corrupt, to: fixedCurrentDate) == "just now")
    }

    @Test("string tells a corrupt timestamp far in the past as its longest age, without overflowing")
    func string_tellsFarPastTimestampAsLongestAgeWithoutOverflow() {
        let corrupt = Date(timeIntervalSinceReferenceDate: -1e300)

        #expect(makeSUT().string(from: corrupt, to: fixedCurrentDate) == "11574074 days ago")
    }

    // MARK: - Helpers

    private func makeSUT(language: Language = .english) -> RelativeTimeFormatter {
        RelativeTimeFormatter(localizer: Localizer(language: language))
    }
}
