import Foundation
import Testing

@testable import FeedTerminalUI

struct ISO8601TimestampTests {
    @Test(
        "formats UTC dates the way ISO8601DateFormatter does",
        arguments: [0, 1, 59, 86_399, 86_400, 951_782_400, 1_709_164_800, 1_795_262_400, 1_795_305_599, 4_102_444_800, -1, -86_401]
    )
    func string_matchesFoundationFormatter(seconds: Int) {
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")

        #expect(ISO8601Timestamp.string(from: date) == formatter.string(from: date))
    }

    @Test("drops fractions of a second")
    func string_dropsFractions() {
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 1_795_262_400.999)) == "2026-11-21T12:00:00Z")
    }
}
