import Foundation
import TestSupport
import Testing

@testable import FileStorage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Making the cache and data folders, as `mkdir -p` does, in every place a user's setup can put them.
/// A folder that cannot be made is an error that ends; before, a missing folder under a parent
/// that "exists" (under `/proc`, or behind a dangling link) was retried until the stack overflowed.
@Suite final class DirectoryCreationTests {
    private let directory = TemporaryDirectory()

    deinit {
        directory.remove()
    }

    @Test("makeDirectory creates every missing parent down to the folder")
    func makeDirectory_createsDeepMissingParents() throws {
        let deep = directory.appending("a/b/c/d/e/dringo")

        try DirectoryCreation.makeDirectory(at: deep)

        #expect(isDirectory(deep))
    }

    @Test("makeDirectory accepts a folder that exists, and leaves what is in it")
    func makeDirectory_acceptsAnExistingDirectory() throws {
        try directory.write("kept", to: "dringo/feed.json")

        try DirectoryCreation.makeDirectory(at: directory.appending("dringo"))

        #expect(try directory.contents(of: "dringo") == ["feed.json"])
    }

    @Test("makeDirectory accepts a symbolic link to a folder, and makes the missing folders beyond it")
    func makeDirectory_followsALinkToADirectory() throws {
        try FileManager.default.createDirectory(at: directory.appending("disk"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: directory.appending("cache"), withDestinationURL: directory.appending("disk"))

        try DirectoryCreation.makeDirectory(at: directory.appending("cache"))
        try DirectoryCreation.makeDirectory(at: directory.appending("cache/dringo/images"))

        #expect(isDirectory(directory.appending("disk/dringo/images")))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory.appending("cache").path) == directory.appending("disk").path
        )
    }

    @Test("makeDirectory fails, making nothing, behind a link to a disk that is not mounted")
    func makeDirectory_failsBehindADanglingLink() throws {
        try makeDanglingLink(at: "cache", to: "unmounted/disk")

        #expect(throws: SystemCallError(name: "stat", code: ENOENT)) {
            try DirectoryCreation.makeDirectory(at: self.directory.appending("cache/dringo/demo"))
        }
        #expect(try directory.contents() == ["cache"], "nothing is made where the link points")
    }

    @Test("makeDirectory fails when the folder itself is a link to nothing")
    func makeDirectory_failsOnADanglingLinkAtThePath() throws {
        try makeDanglingLink(at: "dringo", to: "gone")

        #expect(throws: SystemCallError(name: "stat", code: ENOENT)) {
            try DirectoryCreation.makeDirectory(at: self.directory.appending("dringo"))
        }
        #expect(try directory.contents() == ["dringo"])
    }

    @Test("makeDirectory fails, leaving the file, when a regular file stands where a parent should be")
    func makeDirectory_failsUnderARegularFile() throws {
        try directory.write("a file", to: "regular")

        #expect(throws: SystemCallError(name: "mkdir", code: ENOTDIR)) {
            try DirectoryCreation.makeDirectory(at: self.directory.appending("regular/cache/dringo"))
        }
        #expect(try String(contentsOf: directory.appending("regular"), encoding: .utf8) == "a file")
    }

    @Test("makeDirectory fails when a regular file stands at the folder's path")
    func makeDirectory_failsOnARegularFileAtThePath() throws {
        try directory.write("a file", to: "dringo")

        #expect(throws: SystemCallError(name: "mkdir", code: ENOTDIR)) {
            try DirectoryCreation.makeDirectory(at: self.directory.appending("dringo"))
        }
    }

    @Test("makeDirectory fails behind a link that points at itself")
    func makeDirectory_failsBehindALinkLoop() throws {
        try makeDanglingLink(at: "loop", to: "loop")

        #expect(throws: SystemCallError(name: "mkdir", code: ELOOP)) {
            try DirectoryCreation.makeDirectory(at: self.directory.appending("loop/dringo"))
        }
    }

    @Test(
        "makeDirectory fails under /proc, where a folder cannot be made in a parent that exists",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "this system has no /proc"),
        arguments: ["/proc/dringo-test", "/proc/dringo-test/cache/dringo/demo/images/a/b/c/d/e/f/g/h"])
    func makeDirectory_failsUnderProc(path: String) {
        #expect(throws: SystemCallError(name: "mkdir", code: ENOENT)) {
            try DirectoryCreation.makeDirectory(at: URL(fileURLWithPath: path, isDirectory: true))
        }
    }

    @Test("makeDirectory accepts the root, which always exists")
    func makeDirectory_acceptsTheRoot() throws {
        try DirectoryCreation.makeDirectory(at: URL(fileURLWithPath: "/", isDirectory: true))
    }

    // MARK: - Helpers

    private func makeDanglingLink(at name: String, to missingTarget: String) throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: directory.appending(name), withDestinationURL: directory.appending(missingTarget))
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
