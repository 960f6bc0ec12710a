import FeedFeature
import Foundation
import Testing

@Suite("Feed cache policy")
struct FeedCachePolicyTests {
    private let currentDate = fixedCurrentDate

    @Test("CF-3: max age is seven days")
    func maxAge_isSevenDays() {
        #expect(FeedCachePolicy.maxAge == 7 * 24 * 60 * 60)
    }

    @Test("CF-1: validate accepts a cache saved at the current date")
    func validate_acceptsCacheOfAgeZero() {
        #expect(FeedCachePolicy.validate(currentDate, against: currentDate))
    }

    @Test("CF-1: validate accepts a cache one second younger than max age")
    func validate_acceptsCacheOneSecondBeforeMaxAge() {
        let timestamp = currentDate.minusFeedCacheMaxAge().addingTimeInterval(1)

        #expect(FeedCachePolicy.validate(timestamp, against: currentDate))
    }

    @Test("CF-3: validate rejects a cache exactly at max age")
    func validate_rejectsCacheAtMaxAge() {
        let timestamp = currentDate.minusFeedCacheMaxAge()

        #expect(!FeedCachePolicy.validate(timestamp, against: currentDate))
    }

    @Test("CF-3: validate rejects a cache one second older than max age")
    func validate_rejectsCacheOneSecondPastMaxAge() {
        let timestamp = currentDate.minusFeedCacheMaxAge().addingTimeInterval(-1)

        #expect(!FeedCachePolicy.validate(timestamp, against: currentDate))
    }

    @Test("CF-3: validate rejects a cache dated after the current date")
    func validate_rejectsCacheFromTheFuture() {
        #expect(!FeedCachePolicy.validate(currentDate.addingTimeInterval(1), against: currentDate))
        #expect(!FeedCachePolicy.validate(currentDate.addingTimeInterval(365 * 24 * 60 * 60), against: currentDate))
    }

    @Test("CF-3: validate rejects a cache whose timestamp is not a number")
    func validate_rejectsNaNTimestamp() {
        #expect(!FeedCachePolicy.validate(Date(timeIntervalSinceReferenceDate: .nan), against: currentDate))
    }
}
