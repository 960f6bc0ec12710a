import FeedFeature
import Foundation
import TestSupport
import Testing

@Suite("Cache image data use case")
final class CacheImageDataUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("SD-1: save requests insertion of the data for its URL")
    func save_requestsInsertionOfDataForURL() async throws {
        let data = anyData()
        let url = anyURL()
        let (sut, store) = makeSUT()

        try await sut.save(data, for: url)

        #expect(store.receivedMessages == [.insert(data: data, for: url)])
    }

    @Test("SD-1: save succeeds on successful insertion")
    func save_succeedsOnSuccessfulInsertion() async {
        let (sut, _) = makeSUT()

        await #expect(throws: Never.self) {
            try await sut.save(anyData(), for: anyURL())
        }
    }

    @Test("SD-2: save fails on insertion error")
    func save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyError())

        await #expect(throws: LocalImageDataLoader.SaveError.failed) {
            try await sut.save(anyData(), for: anyURL())
        }
    }

    @Test("save does not message the store when cancelled before it starts")
    func save_doesNotMessageStoreWhenCancelledBeforeItStarts() async {
        let (sut, store) = makeSUT()

        let result = await resultOfTaskCancelledBeforeStart {
            try await sut.save(anyData(), for: anyURL())
        }

        expectOnlyCancellation(result)
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("save delivers a cancellation error, not a saving error, when the store throws one")
    func save_deliversCancellationErrorWhenStoreThrowsOne() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.save(anyData(), for: anyURL())
        }
    }

    @Test("save delivers a cancellation error, not a saving error, when cancelled during a failing insertion")
    func save_deliversCancellationErrorWhenCancelledDuringFailingInsertion() async {
        let suspension = SuspensionPoint()
        let (sut, store) = makeSUT(suspension: suspension)
        store.completeInsertion(with: anyError())

        let result = await resultOfTaskCancelled(at: suspension) {
            try await sut.save(anyData(), for: anyURL())
        }

        expectOnlyCancellation(result)
    }

    // MARK: - Helpers

    private func makeSUT(
        suspension: SuspensionPoint? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalImageDataLoader, store: ImageDataStoreSpy) {
        let store = ImageDataStoreSpy(suspension: suspension)
        let sut = LocalImageDataLoader(store: store)
        leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, store)
    }
}
