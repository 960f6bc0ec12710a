import FeedFeature
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// A save killed before its rename leaves its temporary file; the next delete (every save starts
/// with one, and so does `cache clear`) removes the ones whose writer is gone.
@Suite final class FileSystemFeedStoreCleanupTests {
    private let directory = TemporaryDirectory()
    /// Past the kernel's largest process id, so no process has it.
    private let goneWriter = Int32.max
    /// A fixed "now" for the cleanup's age test; file times are set from it, never from the clock.
    private let now = Date(timeIntervalSince1970: 1_795_262_400)

    deinit {
        directory.remove()
    }

    @Test("SF-1: delete removes the temporary files that killed saves left, once they have been quiet for a minute")
    func delete_removesAbandonedTemporaryFiles() async throws {
        // Changed in 2001, so a minute old whenever the store looks.
        let abandoned = try temporaryFile(writer: goneWriter, changedAt: Date(timeIntervalSinceReferenceDate: 0))
        let sut = FileSystemFeedStore(fileURL: directory.appending("feed.json"))

        try await sut.deleteCachedFeed()

        #expect(!FileManager.default.fileExists(atPath: directory.appending(abandoned).path))
    }

    @Test("SF-1: delete keeps the temporary file of a save still running, a recent one, and every other file")
    func delete_keepsLiveRecentAndForeignFiles() async throws {
        let live = try temporaryFile(writer: getpid(), age: 3_600)
        let recent = try temporaryFile(writer: goneWriter, age: 10)
        let otherTarget = try temporaryFile(writer: goneWriter, age: 3_600, target: "other.json")
        try directory.write("mine", to: "notes.txt")
        try directory.write("hidden", to: ".feed.json.tmp")

        AbandonedTemporaryFiles.remove(of: directory.appending("feed.json"), now: now)

        #expect(try directory.contents() == [".feed.json.tmp", live, otherTarget, recent, "notes.txt"].sorted())
    }

    @Test("a missing cache folder has nothing to clean")
    func delete_withoutAFolder_succeeds() async throws {
        let sut = FileSystemFeedStore(fileURL: directory.appending("missing/feed.json"))

        try await sut.deleteCachedFeed()
    }

    /// Writes `.<target>.<writer>.<random>.tmp`, last changed `age` seconds before `now`.
    private func temporaryFile(writer: Int32, age: TimeInterval, target: String = "feed.json") throws -> String {
        try temporaryFile(writer: writer, changedAt: now.addingTimeInterval(-age), target: target)
    }

    private func temporaryFile(writer: Int32, changedAt date: Date, target: String = "feed.json") throws -> String {
        let name = ".\(target).\(writer).\(String(UInt64.random(in: 1 ... .max), radix: 16)).tmp"
        try directory.write("{\"version\":1", to: name)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: directory.appending(name).path)
        return name
    }
}
