import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Where image files go: a digest names each one, so no URL chooses a path or shares a file.
@Suite final class FileSystemImageDataStoreFileNameTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    /// The name pinned by hand (`printf %s URL | sha256sum`), so a change cannot silently orphan existing caches.
    @Test func insert_namesTheFileAfterTheSHA256OfTheAbsoluteURL() async throws {
        let sut = makeSUT()

        try await sut.insert(uniqueImageData(), for: imageURL("https://images.example/drink/mojito.jpg"))

        #expect(try directory.contents(of: Self.imagesPath) == ["7ff338af8737d13c591dd9322c6d06b5a281869cd04d9abf9cf9e21b832344fa.img"])
    }

    @Test("insert keeps a hostile URL's image in a digest-named file inside the directory", arguments: HostileURL.all)
    func insert_keepsHostileURLInsideDirectory(_ hostile: HostileURL) async throws {
        let data = uniqueImageData()
        let sut = makeSUT()

        try await sut.insert(data, for: hostile.url)

        let names = try directory.contents(of: Self.imagesPath)
        #expect(names.count == 1)
        #expect(names.allSatisfy(isDigestFileName), "Unexpected names \(names)")
        #expect(try createdPaths() == Self.directoryChain + names.map { Self.imagesPath + "/" + $0 })
        await expect(sut, toRetrieve: .found(data), for: hostile.url)
    }

    @Test func insert_keepsEveryHostileURLInAFileOfItsOwn() async throws {
        let images = HostileURL.all.map { (url: $0.url, data: uniqueImageData()) }
        let sut = makeSUT()

        for image in images {
            try await sut.insert(image.data, for: image.url)
        }

        let names = try directory.contents(of: Self.imagesPath)
        #expect(names.count == images.count)
        #expect(names.allSatisfy(isDigestFileName), "Unexpected names \(names)")
        for image in images {
            await expect(sut, toRetrieve: .found(image.data), for: image.url)
        }
    }

    // MARK: - Helpers

    /// Nested, so a URL that climbed out of the images directory with `..` would show up in `createdPaths()`.
    private static let directoryChain = ["outer", "outer/inner", "outer/inner/images"]
    private static let imagesPath = "outer/inner/images"

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemImageDataStore {
        let sut = FileSystemImageDataStore(directory: directory.appending(Self.imagesPath))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Every path under the test's temporary directory, sorted.
    private func createdPaths() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).sorted()
    }

    private func isDigestFileName(_ name: String) -> Bool {
        name.hasSuffix(".img") && name.dropLast(4).count == 64 && name.dropLast(4).allSatisfy { "0123456789abcdef".contains($0) }
    }
}

/// A URL that would escape or confuse a store that built paths from URLs.
struct HostileURL: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let url: URL

    static let all: [HostileURL] = [
        HostileURL(testDescription: "dot-dot path", url: imageURL("https://x.example/../../etc/passwd")),
        HostileURL(testDescription: "file URL", url: imageURL("file:///etc/passwd")),
        HostileURL(testDescription: "encoded slashes", url: imageURL("https://x.example/a%2F..%2F..%2Fescape")),
        HostileURL(testDescription: "10 KB URL", url: imageURL("https://x.example/" + String(repeating: "a", count: 10_000))),
        HostileURL(testDescription: "unicode host", url: imageURL("https://café.example/ü.jpg")),
        HostileURL(testDescription: "NUL byte", url: imageURL("https://x.example/a%00b.jpg")),
        HostileURL(testDescription: "absolute path", url: imageURL("/etc/passwd")),
        HostileURL(testDescription: "relative path", url: imageURL("../../escape")),
        HostileURL(testDescription: "parent directory", url: imageURL("..")),
    ]
}
