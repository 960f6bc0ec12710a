import Foundation
import Testing
import FeedFeature
@testable import FeedCacheInfra

/// When a remembered cache may answer for the file: only while the file's identity is unchanged,
/// and only when the file had settled before it was read.
struct FeedCacheMemoTests {
    private let cache = CachedFeed(feed: [uniqueItem()], timestamp: Date(timeIntervalSinceReferenceDate: 1))
    private let readStarted = FileIdentity.Timestamp(seconds: 1_000_000, nanoseconds: 500)

    @Test func memo_answersForTheFileItWasTakenFrom() throws {
        let identity = identity(changedAt: readStarted.subtracting(seconds: 3))

        let memo = try #require(FeedCacheMemo(cache: cache, identity: identity, readStarted: readStarted))

        #expect(memo.cache(ifFileIs: identity) == cache)
    }

    @Test(arguments: IdentityChange.allCases)
    func memo_answersForNoOtherFile(_ change: IdentityChange) throws {
        let identity = identity(changedAt: readStarted.subtracting(seconds: 3))

        let memo = try #require(FeedCacheMemo(cache: cache, identity: identity, readStarted: readStarted))

        #expect(memo.cache(ifFileIs: change.applied(to: identity)) == nil)
    }

    /// A file changed within the clock tick of the read could change again in that tick, unseen.
    @Test(arguments: [-2, -1, 0, 1])
    func memo_isNotKeptForAFileChangedShortlyBeforeTheRead(secondsAfterTheReadStarted: Int) {
        let identity = identity(changedAt: readStarted.subtracting(seconds: -secondsAfterTheReadStarted))

        #expect(FeedCacheMemo(cache: cache, identity: identity, readStarted: readStarted) == nil)
    }

    // MARK: - Helpers

    private func identity(changedAt time: FileIdentity.Timestamp) -> FileIdentity {
        FileIdentity(device: 2049, inode: 1234, size: 5678, modified: time, statusChanged: time)
    }
}

/// One field of a file's identity changed, and no other.
enum IdentityChange: CaseIterable {
    case device, inode, size, modificationByANanosecond, statusChangeByANanosecond

    func applied(to identity: FileIdentity) -> FileIdentity {
        FileIdentity(
            device: identity.device + (self == .device ? 1 : 0),
            inode: identity.inode + (self == .inode ? 1 : 0),
            size: identity.size - (self == .size ? 1 : 0),
            modified: self == .modificationByANanosecond ? Self.later(identity.modified) : identity.modified,
            statusChanged: self == .statusChangeByANanosecond ? Self.later(identity.statusChanged) : identity.statusChanged
        )
    }

    private static func later(_ time: FileIdentity.Timestamp) -> FileIdentity.Timestamp {
        FileIdentity.Timestamp(seconds: time.seconds, nanoseconds: time.nanoseconds + 1)
    }
}
