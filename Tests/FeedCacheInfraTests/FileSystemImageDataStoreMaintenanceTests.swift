import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// What `dringo cache info` and `dringo cache clear` rely on: counting and removing the image files.
@Suite final class FileSystemImageDataStoreMaintenanceTests {
    private let leakTracker = LeakTracker()
    private let directory = ImageStoreDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func usage_deliversNothingWhenTheDirectoryIsMissing() async throws {
        let usage = try await makeSUT().usage()

        #expect(usage.count == 0)
        #expect(usage.bytes == 0)
    }

    @Test func usage_countsImageFilesAndTheirBytes() async throws {
        let urls = [uniqueImageURL(), uniqueImageURL()]
        let sut = makeSUT()
        try await sut.insert(Data(count: 100), for: urls[0])
        try await sut.insert(Data(count: 300), for: urls[1])

        let usage = try await sut.usage()

        #expect(usage.count == 2)
        #expect(usage.bytes == (try urls.map(fileSize).reduce(0, +)))
        #expect(usage.bytes > 400, "Expected the headers to count too")
    }

    @Test func usage_ignoresTemporaryAndForeignFiles() async throws {
        let url = uniqueImageURL()
        let sut = makeSUT()
        try await sut.insert(Data(count: 100), for: url)
        try writeLeftoverAndForeignFiles(besideFileFor: url)

        let usage = try await sut.usage()

        #expect(usage.count == 1)
        #expect(usage.bytes == (try fileSize(of: url)))
    }

    @Test func removeAll_removesImageAndTemporaryFilesButNotForeignOnes() async throws {
        let url = uniqueImageURL()
        let sut = makeSUT()
        try await sut.insert(uniqueImageData(), for: url)
        try await sut.insert(uniqueImageData(), for: uniqueImageURL())
        try writeLeftoverAndForeignFiles(besideFileFor: url)

        try await sut.removeAll()

        #expect(try directory.contents() == ["notes.txt"])
        await expect(sut, toRetrieve: .empty, for: url)
        #expect(try await sut.usage().count == 0)
    }

    @Test func removeAll_succeedsWhenTheDirectoryIsMissing() async throws {
        try await makeSUT().removeAll()
    }

    @Test func insert_cachesAgainAfterRemoveAll() async throws {
        let url = uniqueImageURL()
        let data = uniqueImageData()
        let sut = makeSUT()
        try await sut.insert(uniqueImageData(), for: url)
        try await sut.removeAll()

        try await sut.insert(data, for: url)

        await expect(sut, toRetrieve: .found(data), for: url)
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemImageDataStore {
        let sut = FileSystemImageDataStore(directory: directory.url)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    private func fileSize(of url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: directory.file(for: url).path)[.size] as? Int)
    }

    /// A temporary file a killed writer left, and a file the store did not write.
    private func writeLeftoverAndForeignFiles(besideFileFor url: URL) throws {
        let temporaryName = ".\(directory.file(for: url).lastPathComponent).4242.deadbeef.tmp"
        try Data(count: 50).write(to: directory.url.appendingPathComponent(temporaryName))
        try Data("not an image".utf8).write(to: directory.url.appendingPathComponent("notes.txt"))
    }
}
