import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("Image data loader with fallback composite")
struct ImageDataLoaderWithFallbackCompositeTests {
    @Test("load delivers the primary data on primary success, without asking the fallback")
    func load_deliversPrimaryDataOnPrimarySuccess() async throws {
        let primaryData = Data("primary".utf8)
        let (sut, primary, fallback) = makeSUT(primary: .success(primaryData), fallback: .success(Data("fallback".utf8)))
        let url = anyURL()

        let data = try await sut.loadImageData(from: url)

        #expect(data == primaryData)
        #expect(primary.receivedMessages == [.loadImageData(from: url)])
        #expect(fallback.receivedMessages.isEmpty)
    }

    @Test(
        "load delivers the fallback data for the same URL on primary failure",
        arguments: [
            LocalImageDataLoader.LoadError.notFound,
            LocalImageDataLoader.LoadError.failed,
            anyError(),
        ] as [any Error])
    func load_deliversFallbackDataOnPrimaryFailure(error: any Error) async throws {
        let fallbackData = Data("fallback".utf8)
        let (sut, _, fallback) = makeSUT(primary: .failure(error), fallback: .success(fallbackData))
        let url = anyURL()

        let data = try await sut.loadImageData(from: url)

        #expect(data == fallbackData)
        #expect(fallback.receivedMessages == [.loadImageData(from: url)])
    }

    @Test("load delivers the fallback error on both failures")
    func load_deliversFallbackErrorOnBothFailures() async {
        let (sut, _, _) = makeSUT(
            primary: .failure(LocalImageDataLoader.LoadError.notFound),
            fallback: .failure(RemoteLoadError.connectivity)
        )

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("load delivers only cancellation, without asking the fallback, when the primary is cancelled")
    func load_deliversOnlyCancellationWhenPrimaryIsCancelled() async {
        let (sut, _, fallback) = makeSUT(primary: .failure(CancellationError()), fallback: .success(anyData()))

        await #expect(throws: CancellationError.self) {
            try await sut.loadImageData(from: anyURL())
        }
        #expect(fallback.receivedMessages.isEmpty)
    }

    @Test("load delivers only cancellation, without asking the fallback, when its task is cancelled and the primary fails")
    func load_deliversOnlyCancellationWhenTaskIsCancelledAndPrimaryFails() async {
        let (sut, _, fallback) = makeSUT(primary: .failure(anyError()), fallback: .success(anyData()))

        let result = await resultOfTaskCancelledBeforeStart {
            try await sut.loadImageData(from: anyURL())
        }

        expectOnlyCancellation(result)
        #expect(fallback.receivedMessages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        primary primaryResult: Result<Data, any Error>,
        fallback fallbackResult: Result<Data, any Error>
    ) -> (sut: ImageDataLoaderWithFallbackComposite, primary: ImageDataLoaderSpy, fallback: ImageDataLoaderSpy) {
        let primary = ImageDataLoaderSpy(result: primaryResult)
        let fallback = ImageDataLoaderSpy(result: fallbackResult)
        let sut = ImageDataLoaderWithFallbackComposite(primary: primary, fallback: fallback)
        return (sut, primary, fallback)
    }
}
