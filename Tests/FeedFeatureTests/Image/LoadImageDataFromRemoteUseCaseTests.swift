import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("Load image data from remote use case")
struct LoadImageDataFromRemoteUseCaseTests {
    @Test("RD-1: load requests data from the image URL as given")
    func load_requestsDataFromImageURL() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/mirror/images/media/drink/5noda61589575158.jpg"))
        let (sut, client) = makeSUT()

        _ = try await sut.loadImageData(from: url)

        #expect(client.messages == [.get(url)])
    }

    @Test("RD-1: load delivers the data on a 200 response with a non-empty body")
    func load_deliversDataOn200ResponseWithNonEmptyBody() async throws {
        let body = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let (sut, _) = makeSUT(result: .success((body, httpResponse(200))))

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == body)
    }

    @Test(
        "RD-2: load delivers no data and no error but cancellation when cancelled during the request", arguments: CancelledAnswer.allCases)
    func load_deliversOnlyCancellationWhenCancelledDuringRequest(answer: CancelledAnswer) async {
        let url = anyURL()
        let suspension = SuspensionPoint()
        let (sut, client) = makeSUT(result: answer.result, suspension: suspension)

        let result = await resultOfTaskCancelled(at: suspension) {
            try await sut.loadImageData(from: url)
        }

        expectOnlyCancellation(result)
        #expect(client.messages == [.get(url)])
    }

    @Test("RD-3: load delivers invalid data on a status other than 200 and 404", arguments: [199, 201, 300, 400, 500])
    func load_deliversInvalidDataOnNon200Response(statusCode: Int) async {
        let (sut, _) = makeSUT(result: .success((anyData(), httpResponse(statusCode))))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("RD-5: load delivers not found on a 404 response")
    func load_deliversNotFoundOn404Response() async {
        let (sut, _) = makeSUT(result: .success((anyData(), httpResponse(404))))

        await #expect(throws: RemoteLoadError.notFound) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("RD-3: load delivers invalid data on a 200 response with an empty body")
    func load_deliversInvalidDataOn200ResponseWithEmptyBody() async {
        let (sut, _) = makeSUT(result: .success((Data(), httpResponse(200))))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test("RD-3: load delivers invalid data on a body over the size limit")
    func load_deliversInvalidDataOnBodyOverSizeLimit() async {
        let (sut, _) = makeSUT(result: .failure(HTTPClientError.responseTooLarge(limit: 1)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test(
        "RD-4: load delivers a connectivity error on client error",
        arguments: [
            HTTPClientError.connectivity,
            HTTPClientError.unsupportedRedirect,
            anyError(),
        ] as [any Error])
    func load_deliversConnectivityErrorOnClientError(error: any Error) async {
        let (sut, _) = makeSUT(result: .failure(error))

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<(Data, HTTPResponse), any Error> = .success((anyData(), httpResponse(200))),
        suspension: SuspensionPoint? = nil
    ) -> (sut: RemoteImageDataLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result, suspension: suspension)
        let sut = RemoteImageDataLoader(client: client)
        return (sut, client)
    }

    /// What a client that ignores cancellation answers once its task is cancelled.
    enum CancelledAnswer: CaseIterable, Sendable {
        case data, invalidData, connectivity, responseTooLarge, cancellation

        var result: Result<(Data, HTTPResponse), any Error> {
            switch self {
            case .data: .success((anyData(), httpResponse(200)))
            case .invalidData: .success((Data(), httpResponse(404)))
            case .connectivity: .failure(HTTPClientError.connectivity)
            case .responseTooLarge: .failure(HTTPClientError.responseTooLarge(limit: 1))
            case .cancellation: .failure(CancellationError())
            }
        }
    }
}
