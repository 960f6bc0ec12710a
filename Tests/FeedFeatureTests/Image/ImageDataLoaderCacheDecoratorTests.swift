import FeedFeature
import Foundation
import HTTPCore
import Locking
import TestSupport
import Testing

@Suite("Image data loader cache decorator")
struct ImageDataLoaderCacheDecoratorTests {
    @Test("load delivers the decoratee's data and caches it for the URL")
    func load_deliversDecorateeDataAndCachesItForURL() async throws {
        let loaded = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let url = anyURL()
        let (sut, decoratee, cache, failures) = makeSUT(decoratee: .success(loaded))

        let data = try await sut.loadImageData(from: url)

        #expect(data == loaded)
        #expect(decoratee.receivedMessages == [.loadImageData(from: url)])
        #expect(cache.receivedMessages == [.save(data: loaded, for: url)])
        #expect(failures.reported.isEmpty)
    }

    @Test("load delivers the decoratee's error and caches nothing")
    func load_deliversDecorateeErrorAndCachesNothing() async {
        let (sut, _, cache, failures) = makeSUT(decoratee: .failure(RemoteLoadError.invalidData))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
        #expect(cache.receivedMessages.isEmpty)
        #expect(failures.reported.isEmpty)
    }

    @Test("load delivers the data and reports the failure on a saving error")
    func load_deliversDataAndReportsFailureOnSavingError() async throws {
        let loaded = anyData()
        let (sut, _, _, failures) = makeSUT(
            decoratee: .success(loaded),
            cache: .failure(LocalImageDataLoader.SaveError.failed)
        )

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == loaded)
        #expect(failures.reported.map { $0 as? LocalImageDataLoader.SaveError } == [.failed])
    }

    @Test("load delivers only cancellation and caches nothing when the decoratee is cancelled")
    func load_deliversOnlyCancellationAndCachesNothingWhenDecorateeIsCancelled() async {
        let (sut, _, cache, failures) = makeSUT(decoratee: .failure(CancellationError()))

        await #expect(throws: CancellationError.self) {
            try await sut.loadImageData(from: anyURL())
        }
        #expect(cache.receivedMessages.isEmpty)
        #expect(failures.reported.isEmpty)
    }

    @Test("load delivers only cancellation and reports no failure when the save is cancelled")
    func load_deliversOnlyCancellationAndReportsNoFailureWhenSaveIsCancelled() async {
        let (sut, _, _, failures) = makeSUT(decoratee: .success(anyData()), cache: .failure(CancellationError()))

        await #expect(throws: CancellationError.self) {
            try await sut.loadImageData(from: anyURL())
        }
        #expect(failures.reported.isEmpty)
    }

    @Test("load delivers only cancellation and reports no failure when its task is cancelled and the save fails")
    func load_deliversOnlyCancellationAndReportsNoFailureWhenTaskIsCancelledAndSaveFails() async {
        let (sut, _, _, failures) = makeSUT(decoratee: .success(anyData()), cache: .failure(anyError()))

        let result = await resultOfTaskCancelledBeforeStart {
            try await sut.loadImageData(from: anyURL())
        }

        expectOnlyCancellation(result)
        #expect(failures.reported.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        decoratee decorateeResult: Result<Data, any Error>,
        cache cacheResult: Result<Void, any Error> = .success(())
    ) -> (sut: ImageDataLoaderCacheDecorator, decoratee: ImageDataLoaderSpy, cache: ImageDataCacheSpy, failures: SaveFailureRecorder) {
        let decoratee = ImageDataLoaderSpy(result: decorateeResult)
        let cache = ImageDataCacheSpy(result: cacheResult)
        let failures = SaveFailureRecorder()
        let sut = ImageDataLoaderCacheDecorator(decoratee: decoratee, cache: cache, onSaveFailure: { failures.record($0) })
        return (sut, decoratee, cache, failures)
    }

    /// Collects what the decorator reports through `onSaveFailure`.
    final class SaveFailureRecorder: Sendable {
        private let errors = Locked<[any Error]>([])

        var reported: [any Error] {
            errors.withLock { $0 }
        }

        func record(_ error: any Error) {
            errors.withLock { $0.append(error) }
        }
    }
}
