import FeedFeature
import Foundation
import TestSupport
import Testing

@Suite("Load image data from cache use case")
final class LoadImageDataFromCacheUseCaseTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init does not message the store upon creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test("CD-1: load requests the data cached for the URL")
    func load_requestsDataCachedForURL() async throws {
        let url = anyURL()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyData())

        _ = try await sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(dataFor: url)])
    }

    @Test("CD-1: load delivers the cached data")
    func load_deliversCachedData() async throws {
        let cached = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: cached)

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == cached)
    }

    @Test("CD-2: load does not message the store when cancelled before it starts")
    func load_doesNotMessageStoreWhenCancelledBeforeItStarts() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyData())

        let result = await resultOfTaskCancelledBeforeStart {
            try await sut.loadImageData(from: anyURL())
        }

        expectOnlyCancellation(result)
        #expect(store.receivedMessages.isEmpty)
    }

    @Test("CD-2: load delivers no data and no error but cancellation when cancelled during retrieval", arguments: StoreAnswer.allCases)
    func load_deliversOnlyCancellationWhenCancelledDuringRetrieval(answer: StoreAnswer) async {
        let suspension = SuspensionPoint()
        let (sut, store) = makeSUT(suspension: suspension)
        answer.stub(store)

        let result = await resultOfTaskCancelled(at: suspension) {
            try await sut.loadImageData(from: anyURL())
        }

        expectOnlyCancellation(result)
    }

    @Test("CD-2: load delivers a cancellation error, not a retrieval error, when the store throws one")
    func load_deliversCancellationErrorWhenStoreThrowsOne() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("CD-3: load fails on retrieval error")
    func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyError())

        await #expect(throws: LocalImageDataLoader.LoadError.failed) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("CD-4: load delivers a not-found error on empty cache")
    func load_deliversNotFoundErrorOnEmptyCache() async {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        await #expect(throws: LocalImageDataLoader.LoadError.notFound) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("CD-1, CD-3, CD-4: load has no side effects on the store", arguments: [StoreAnswer.data, .failure, .emptyCache])
    func load_hasNoSideEffects(answer: StoreAnswer) async {
        let url = anyURL()
        let (sut, store) = makeSUT()
        answer.stub(store)

        _ = try? await sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(dataFor: url)])
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

    /// What the store answers a retrieval with.
    enum StoreAnswer: CaseIterable, Sendable {
        case data, emptyCache, failure, cancellation

        func stub(_ store: ImageDataStoreSpy) {
            switch self {
            case .data: store.completeRetrieval(with: anyData())
            case .emptyCache: store.completeRetrievalWithEmptyCache()
            case .failure: store.completeRetrieval(with: anyError())
            case .cancellation: store.completeRetrieval(with: CancellationError())
            }
        }
    }
}
