import Foundation
import StoreCore
import Testing

/// The rule both caches keep: valid while younger than the max age, never when dated in the future.
struct MaxAgePolicyTests {
    private let now = fixedCurrentDate

    @Test("CF-3, LC-3: the cocktail list and the catalogue expire at seven days")
    func sevenDays_isSevenDaysOfSeconds() {
        #expect(MaxAgePolicy.sevenDays.maxAge == 7 * 24 * 60 * 60)
    }

    @Test("CF-1, LC-1: validate accepts a resource saved at the current date", arguments: Self.policies)
    func validate_acceptsResourceOfAgeZero(policy: MaxAgePolicy) {
        #expect(policy.validate(now, against: now))
    }

    @Test("CF-1, LC-1: validate accepts a resource one second short of the max age", arguments: Self.policies)
    func validate_acceptsResourceOneSecondBeforeMaxAge(policy: MaxAgePolicy) {
        #expect(policy.validate(now.addingTimeInterval(-policy.maxAge + 1), against: now))
    }

    @Test("CF-3, LC-3: validate rejects a resource exactly at the max age", arguments: Self.policies)
    func validate_rejectsResourceAtMaxAge(policy: MaxAgePolicy) {
        #expect(!policy.validate(now.addingTimeInterval(-policy.maxAge), against: now))
    }

    @Test("CF-3, LC-3: validate rejects a resource one second past the max age", arguments: Self.policies)
    func validate_rejectsResourceOneSecondPastMaxAge(policy: MaxAgePolicy) {
        #expect(!policy.validate(now.addingTimeInterval(-policy.maxAge - 1), against: now))
    }

    @Test("CF-3, LC-3: validate rejects a resource dated after the current date", arguments: Self.policies)
    func validate_rejectsResourceFromTheFuture(policy: MaxAgePolicy) {
        #expect(!policy.validate(now.addingTimeInterval(1), against: now))
        #expect(!policy.validate(now.addingTimeInterval(365 * 24 * 60 * 60), against: now))
    }

    @Test("CF-3: validate rejects a resource whose timestamp is not a number")
    func validate_rejectsNaNTimestamp() {
        #expect(!MaxAgePolicy.sevenDays.validate(Date(timeIntervalSinceReferenceDate: .nan), against: now))
    }

    private static let policies = [MaxAgePolicy.sevenDays, MaxAgePolicy(maxAge: 60)]
}
