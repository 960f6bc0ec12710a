import Foundation
import TestSupport
import Testing

@testable import FileStorage

/// A save killed before its rename leaves its temporary file, and so does a compare-and-delete killed
/// before its removal; the next save or delete removes the ones whose writer is gone.
@Suite final class FileDocumentStoreCleanupTests {
    private let directory = TemporaryDirectory()
    /// Past the kernel's largest process id, so no process has it.
    private let goneWriter = Int32.max
    /// A fixed "now" for the cleanup's age test; file times are set from it, never from the clock.
    private let now = Date(timeIntervalSince1970: 1_795_262_400)

    deinit {
        directory.remove()
    }

    @Test("SF-1, SC-1: save and delete remove the temporary files that killed saves left, once quiet for a minute")
    func saveAndDelete_removeAbandonedTemporaryFiles() async throws {
        let sut = FileDocumentStore<LinesDocument>(fileURL: directory.appending("doc.txt"))
        // Changed in 2001, so a minute old whenever the store looks.
        let beforeSave = try temporaryFile(writer: goneWriter, changedAt: Date(timeIntervalSinceReferenceDate: 0))
        try await sut.save(uniqueLines())
        #expect(!FileManager.default.fileExists(atPath: directory.appending(beforeSave).path))

        let beforeDelete = try temporaryFile(writer: goneWriter, changedAt: Date(timeIntervalSinceReferenceDate: 0))
        try await sut.delete()
        #expect(!FileManager.default.fileExists(atPath: directory.appending(beforeDelete).path))
    }

    @Test("SF-1, SC-1: the cleanup keeps the temporary file of a save still running, a recent one, and every other file")
    func cleanup_keepsLiveRecentAndForeignFiles() async throws {
        let live = try temporaryFile(writer: getpid(), age: 3_600)
        let recent = try temporaryFile(writer: goneWriter, age: 10)
        let otherTarget = try temporaryFile(writer: goneWriter, age: 3_600, target: "other.json")
        try directory.write("mine", to: "notes.txt")
        try directory.write("hidden", to: ".doc.txt.tmp")

        AbandonedTemporaryFiles.remove(of: directory.appending("doc.txt"), now: now)

        #expect(try directory.contents() == [".doc.txt.tmp", live, otherTarget, recent, "notes.txt"].sorted())
    }

    @Test("a missing folder has nothing to clean")
    func delete_withoutAFolder_succeeds() async throws {
        try await FileDocumentStore<LinesDocument>(fileURL: directory.appending("missing/doc.txt")).delete()
    }

    /// Writes `.<target>.<writer>.<random>.tmp`, last changed `age` seconds before `now`.
    private func temporaryFile(writer: Int32, age: TimeInterval, target: String = "doc.txt") throws -> String {
        try temporaryFile(writer: writer, changedAt: now.addingTimeInterval(-age), target: target)
    }

    private func temporaryFile(writer: Int32, changedAt date: Date, target: String = "doc.txt") throws -> String {
        let name = ".\(target).\(writer).\(String(UInt64.random(in: 1 ... .max), radix: 16)).tmp"
        try directory.write("v1\ntorn", to: name)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: directory.appending(name).path)
        return name
    }
}
