import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The image files themselves: a header naming the URL, whole-file writes, and what the store makes of
/// files it did not write for the URL asked for.
@Suite final class FileSystemImageDataStoreEntryTests {
    private let leakTracker = LeakTracker()
    private let directory = ImageStoreDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    /// The format pinned by hand, so a change cannot silently orphan existing caches.
    @Test func insert_writesHeaderNamingTheURLBeforeTheData() async throws {
        let url = imageURL("https://images.example/a.jpg")

        try await makeSUT().insert(Data("JPEG".utf8), for: url)

        let expected = Data("DRIM".utf8) + [1, 0, 0, 0, 0, 0, 0, 0, 28] + Data("https://images.example/a.jpg".utf8) + Data("JPEG".utf8)
        #expect(try Data(contentsOf: directory.file(for: url)) == expected)
    }

    @Test("CD-3: retrieve delivers an error, not the wrong image, when the file holds another URL's image")
    func retrieve_deliversUnreadableImageErrorOnAnotherURLsFile() async throws {
        let (url, otherURL) = (uniqueImageURL(), uniqueImageURL())
        let data = uniqueImageData()
        let sut = makeSUT()
        try await sut.insert(data, for: url)
        try await sut.insert(uniqueImageData(), for: otherURL)

        try FileManager.default.removeItem(at: directory.file(for: otherURL))
        try FileManager.default.copyItem(at: directory.file(for: url), to: directory.file(for: otherURL))

        await #expect(throws: FileSystemImageDataStore.Error.unreadableImage) { try await sut.retrieve(dataForURL: otherURL) }
        await expect(sut, toRetrieve: .found(data), for: url)
    }

    @Test("CD-3: retrieve delivers an unreadable-image error on a damaged file", arguments: DamagedImageFile.all)
    func retrieve_deliversUnreadableImageErrorOnDamagedFile(_ damaged: DamagedImageFile) async throws {
        try directory.write(damaged.contents, toFileFor: DamagedImageFile.url)
        let sut = makeSUT()

        await #expect(throws: FileSystemImageDataStore.Error.unreadableImage) { try await sut.retrieve(dataForURL: DamagedImageFile.url) }
    }

    @Test func retrieve_deliversUnreadableImageErrorWhenThePathIsADirectory() async throws {
        let url = uniqueImageURL()
        try FileManager.default.createDirectory(at: directory.file(for: url), withIntermediateDirectories: true)
        let sut = makeSUT()

        await #expect(throws: FileSystemImageDataStore.Error.unreadableImage) { try await sut.retrieve(dataForURL: url) }
    }

    @Test("SD-1: insert saves the image atomically, leaving no temporary file behind")
    func insert_leavesOnlyImageFilesOnSuccess() async throws {
        let urls = [uniqueImageURL(), uniqueImageURL()]
        let sut = makeSUT()

        for url in urls {
            try await sut.insert(uniqueImageData(), for: url)
            try await sut.insert(uniqueImageData(), for: url)
        }

        #expect(try directory.contents() == urls.map { directory.file(for: $0).lastPathComponent }.sorted())
    }

    @Test("SD-2: insert delivers an error and removes its temporary file when the rename fails")
    func insert_removesTemporaryFileOnFailure() async throws {
        let url = uniqueImageURL()
        let imageFile = directory.file(for: url)
        try FileManager.default.createDirectory(at: imageFile, withIntermediateDirectories: true)
        try Data("a file that must survive".utf8).write(to: imageFile.appendingPathComponent("kept"))
        let sut = makeSUT()

        await #expect(throws: FileSystemImageDataStore.Error.self) { try await sut.insert(uniqueImageData(), for: url) }

        #expect(try directory.contents() == [imageFile.lastPathComponent])
    }

    @Test func insert_deliversMkdirFailureWhenTheDirectoryIsUnderARegularFile() async throws {
        try directory.parent.write("not a directory", to: "regular-file")
        let sut = makeSUT(directoryURL: directory.parent.appending("regular-file/images"))

        await #expect(throws: FileSystemImageDataStore.Error.systemCallFailed(name: "mkdir", errno: ENOTDIR)) {
            try await sut.insert(uniqueImageData(), for: uniqueImageURL())
        }
    }

    @Test func insert_createsMissingIntermediateDirectories() async throws {
        let url = uniqueImageURL()
        let data = uniqueImageData()
        let sut = makeSUT(directoryURL: directory.parent.appending("nested/twice/images"))

        try await sut.insert(data, for: url)

        await expect(sut, toRetrieve: .found(data), for: url)
    }

    @Test func retrieve_ignoresTemporaryFileLeftByKilledWriter() async throws {
        let url = uniqueImageURL()
        let data = uniqueImageData()
        let sut = makeSUT()
        try await sut.insert(data, for: url)

        let temporaryName = ".\(directory.file(for: url).lastPathComponent).4242.deadbeef.tmp"
        try Data("DRIM".utf8).write(to: directory.url.appendingPathComponent(temporaryName))

        await expect(sut, toRetrieve: .found(data), for: url)
    }

    /// Separate store instances stand in for separate `dringo` processes sharing one images directory.
    @Test func concurrentInsertsFromSeparateStores_leaveEveryImageRetrievable() async throws {
        let stores = (0..<4).map { _ in makeSUT() }
        let images = (0..<40).map { _ in (url: uniqueImageURL(), data: uniqueImageData()) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for (index, image) in images.enumerated() {
                let store = stores[index % stores.count]
                group.addTask { await insert(image.data, for: image.url, into: store) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0)
        let reader = makeSUT()
        for image in images {
            await expect(reader, toRetrieve: .found(image.data), for: image.url)
        }
        #expect(try directory.contents().count == images.count)
    }

    // MARK: - Helpers

    private func makeSUT(directoryURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemImageDataStore {
        let sut = FileSystemImageDataStore(directory: directoryURL ?? directory.url)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }
}

/// A file under the name of `url`'s image that is not a whole entry for `url`.
struct DamagedImageFile: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let contents: Data

    static let url = imageURL("https://images.example/a.jpg")

    static let all: [DamagedImageFile] = {
        let signature = Data("DRIM".utf8)
        let key = Data(url.absoluteString.utf8)
        let length: [UInt8] = [0, 0, 0, 0, 0, 0, 0, UInt8(key.count)]
        let image = Data("JPEG".utf8)
        let valid = signature + [1] + length + key + image
        return [
            DamagedImageFile(testDescription: "empty file", contents: Data()),
            DamagedImageFile(testDescription: "signature only", contents: signature),
            DamagedImageFile(testDescription: "truncated URL length", contents: valid.prefix(9)),
            DamagedImageFile(testDescription: "truncated URL", contents: valid.prefix(13 + key.count - 1)),
            DamagedImageFile(testDescription: "foreign bytes", contents: Data([0xFF, 0xD8, 0xFF, 0xE0]) + key + image),
            DamagedImageFile(testDescription: "other signature", contents: Data("DRIX".utf8) + valid.dropFirst(4)),
            DamagedImageFile(testDescription: "other version", contents: signature + [2] + length + key + image),
            DamagedImageFile(
                testDescription: "URL length past the end", contents: signature + [1] + [0, 0, 0, 0, 0, 0, 1, 0] + key + image),
            DamagedImageFile(
                testDescription: "URL length of the URL's prefix", contents: signature + [1] + [0, 0, 0, 0, 0, 0, 0, 8] + key + image),
            DamagedImageFile(
                testDescription: "largest URL length", contents: signature + [1] + [UInt8](repeating: 0xFF, count: 8) + key + image),
            DamagedImageFile(
                testDescription: "another URL", contents: signature + [1] + length + Data("https://images.example/b.jpg".utf8) + image),
        ]
    }()
}
