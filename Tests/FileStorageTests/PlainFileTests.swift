import Foundation
import Testing

@testable import FileStorage

/// Reading a file whole, in as few calls as its size allows, and to its end whatever its size said.
final class PlainFileTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-plain-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("contents are the file's bytes, for an empty file, a small one and one of several megabytes", arguments: [0, 1, 4096, 3_000_001])
    func contents_areTheFilesBytes(size: Int) throws {
        let file = directory.appendingPathComponent("catalogue.json")
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: file)

        #expect(try PlainFile.contentsIfPresent(at: file) == bytes)
    }

    @Test("contents are nil when there is no file, and an error when a folder stands at the path")
    func contents_areNilWithoutAFile_andAnErrorForAFolder() throws {
        #expect(try PlainFile.contentsIfPresent(at: directory.appendingPathComponent("missing.json")) == nil)
        #expect(throws: (any Error).self) { try PlainFile.contentsIfPresent(at: self.directory) }
    }

    @Test(
        "contents are read to the end of a file whose size says nothing, as /proc's say 0",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline")))
    func contents_areReadToTheEnd_whenTheSizeSaysLess() throws {
        let file = URL(fileURLWithPath: "/proc/self/cmdline")
        let contents = try #require(try PlainFile.contentsIfPresent(at: file))

        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == 0)
        #expect(!contents.isEmpty)
        #expect(contents == FileManager.default.contents(atPath: file.path))
    }

    @Test("a file's leading bytes are handed over first, and when they answer, that is the answer")
    func read_answersFromTheLeadingBytes() throws {
        let file = try write(size: 10_000)
        var wholeCalls = 0

        let read = try #require(
            try PlainFile.readIfPresent(
                at: file, leadingByteCount: 4096, leading: { Optional($0) },
                whole: { contents in
                    wholeCalls += 1
                    return contents
                }))

        #expect(read.answer == (try Data(contentsOf: file)).prefix(4096))
        #expect(wholeCalls == 0)
        #expect(read.identity == (try PlainFile.contentsAndIdentityIfPresent(at: file))?.identity)
    }

    @Test("leading bytes that do not answer are read on to the end, and the whole file answers")
    func read_readsOnWhenTheLeadingBytesDoNotAnswer() throws {
        let file = try write(size: 10_000)
        var leadingSeen: [Int] = []

        let read = try PlainFile.readIfPresent(
            at: file, leadingByteCount: 4096,
            leading: { (contents: Data) -> Data? in
                leadingSeen.append(contents.count)
                return nil
            }, whole: { $0 })

        #expect(leadingSeen == [4096])
        #expect(read?.answer == (try Data(contentsOf: file)))
    }

    @Test(
        "a file no longer than the leading bytes, and a reader that asks for none, are read whole at once",
        arguments: [nil, 10_000, 20_000])
    func read_readsWhole_whenNoLongerThanTheLeadingBytes(leadingByteCount: Int?) throws {
        let file = try write(size: 10_000)

        let read = try PlainFile.readIfPresent(
            at: file, leadingByteCount: leadingByteCount,
            leading: { (_: Data) -> Data? in
                Issue.record("no leading bytes to hand over")
                return nil
            }, whole: { $0 })

        #expect(read?.answer == (try Data(contentsOf: file)))
        let missing = directory.appendingPathComponent("missing")
        #expect(try PlainFile.readIfPresent(at: missing, leadingByteCount: 1, leading: { $0 }, whole: { $0 }) == nil)
    }

    private func write(size: Int) throws -> URL {
        let file = directory.appendingPathComponent("document.json")
        try Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: file)
        return file
    }
}
