import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The capacity bound: least recently used images go first, judged by file modification time.
///
/// Each image here is 1,000 bytes under a 28-byte URL, so its file takes 1,041 bytes with the header:
/// three fit in 3,500 bytes and four do not. Modification times are set explicitly, never slept for.
@Suite final class FileSystemImageDataStoreEvictionTests {
    private let leakTracker = LeakTracker()
    private let directory = ImageStoreDirectory()
    private let urls = (1...4).map { imageURL("https://images.example/\($0).jpg") }
    private let images = (1...4).map { Data(repeating: UInt8($0), count: 1_000) }
    private let now = Date()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func insert_evictsTheOldestImageWhenOverCapacity() async throws {
        let sut = makeSUT()
        try await insertFirstThree(into: sut, agedBySeconds: [300, 200, 100])

        try await sut.insert(images[3], for: urls[3])

        try await expectOnlyImages(at: [1, 2, 3], in: sut)
    }

    @Test func insert_evictsByModificationTimeNotByInsertionOrder() async throws {
        let sut = makeSUT()
        try await insertFirstThree(into: sut, agedBySeconds: [200, 300, 100])

        try await sut.insert(images[3], for: urls[3])

        try await expectOnlyImages(at: [0, 2, 3], in: sut)
    }

    @Test func retrieve_refreshesRecency() async throws {
        let sut = makeSUT()
        try await insertFirstThree(into: sut, agedBySeconds: [300, 200, 100])

        _ = try await sut.retrieve(dataForURL: urls[0])
        try await sut.insert(images[3], for: urls[3])

        try await expectOnlyImages(at: [0, 2, 3], in: sut)
    }

    @Test func insert_evictsAsManyImagesAsItTakesToFit() async throws {
        let sut = makeSUT()
        try await insertFirstThree(into: sut, agedBySeconds: [300, 200, 100])
        let largeImage = Data(repeating: 9, count: 2_000)

        try await sut.insert(largeImage, for: urls[3])

        await expect(sut, toRetrieve: .empty, for: urls[0])
        await expect(sut, toRetrieve: .empty, for: urls[1])
        await expect(sut, toRetrieve: .found(images[2]), for: urls[2])
        await expect(sut, toRetrieve: .found(largeImage), for: urls[3])
    }

    /// Even when the clock says the others are newer, say after it was set back, the image just inserted stays.
    @Test func insert_neverEvictsTheImageJustInserted() async throws {
        let sut = makeSUT()
        try await insertFirstThree(into: sut, agedBySeconds: [-100, -200, -300])

        try await sut.insert(images[3], for: urls[3])

        try await expectOnlyImages(at: [1, 2, 3], in: sut)
    }

    @Test func insert_keepsAnImageWhoseFileFillsTheCapacityExactly() async throws {
        let sut = makeSUT(capacityBytes: 1_041)
        try await sut.insert(images[0], for: urls[0])

        try await sut.insert(images[1], for: urls[1])

        try await expectOnlyImages(at: [1], in: sut)
    }

    @Test("SD-2: insert delivers an image-too-large error and keeps the cache when the image alone exceeds the capacity")
    func insert_deliversImageTooLargeErrorAndKeepsTheCache() async throws {
        let sut = makeSUT()
        try await sut.insert(images[0], for: urls[0])
        try await sut.insert(images[1], for: urls[1])

        await #expect(throws: FileSystemImageDataStore.Error.imageTooLarge(bytes: 3_541, capacityBytes: 3_500)) {
            try await sut.insert(Data(count: 3_500), for: urls[1])
        }

        try await expectOnlyImages(at: [0, 1], in: sut)
    }

    // MARK: - Helpers

    private func makeSUT(capacityBytes: Int = 3_500, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemImageDataStore {
        let sut = FileSystemImageDataStore(directory: directory.url, capacityBytes: capacityBytes)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Inserts the first three images, then backdates each file by the given seconds (negative: into the future).
    private func insertFirstThree(into sut: FileSystemImageDataStore, agedBySeconds ages: [TimeInterval]) async throws {
        for index in 0..<3 {
            try await sut.insert(images[index], for: urls[index])
        }
        for (url, age) in zip(urls, ages) {
            try directory.setModificationDate(now.addingTimeInterval(-age), ofFileFor: url)
        }
    }

    private func expectOnlyImages(
        at kept: Set<Int>, in sut: FileSystemImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for index in urls.indices {
            await expect(
                sut, toRetrieve: kept.contains(index) ? .found(images[index]) : .empty, for: urls[index], sourceLocation: sourceLocation)
        }
        #expect(try directory.contents().count == kept.count, "Expected only image files left", sourceLocation: sourceLocation)
    }
}
