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
}
