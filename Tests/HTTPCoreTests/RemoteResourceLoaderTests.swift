import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("RemoteResourceLoader")
struct RemoteResourceLoaderTests {
    @Test func load_requestsDataFromURL() async throws {
        let url = try #require(URL(string: "https://a-given-url.example/api/json/v1/1/filter.php?c=Cocktail"))
        let (sut, client, _) = makeSUT(url: url)

        _ = try await sut.load()

        #expect(client.messages == [.get(url)])
    }

    @Test func load_twice_requestsDataFromURLTwice() async throws {
        let url = anyURL()
        let (sut, client, _) = makeSUT(url: url)

        _ = try await sut.load()
        _ = try await sut.load()

        #expect(client.messages == [.get(url), .get(url)])
    }

    @Test("RF-3: load delivers a connectivity error on any client error", arguments: ClientFailure.allCases)
    func load_deliversConnectivityErrorOnClientError(failure: ClientFailure) async {
        let (sut, _, mapper) = makeSUT(client: .failure(failure.error))

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
        #expect(mapper.calls.isEmpty)
    }

    @Test("RF-5: load delivers an untrusted-certificate error when the client refused the server's certificate")
    func load_deliversUntrustedCertificateErrorOnUntrustedCertificate() async {
        let (sut, _, mapper) = makeSUT(client: .failure(HTTPClientError.untrustedCertificate))

        await #expect(throws: RemoteLoadError.untrustedCertificate) {
            try await sut.load()
        }
        #expect(mapper.calls.isEmpty)
    }

    @Test("RF-2: load delivers an invalid-data error on a body over the size limit")
    func load_deliversInvalidDataErrorOnResponseTooLarge() async {
        let (sut, _, mapper) = makeSUT(client: .failure(HTTPClientError.responseTooLarge(limit: 1024)))

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
        #expect(mapper.calls.isEmpty)
    }

    @Test func load_passesDownloadedDataAndResponseToMapper() async throws {
        let data = Data("{\"drinks\":null}".utf8)
        let response = httpResponse(200)
        let (sut, _, mapper) = makeSUT(client: .success((data, response)))

        _ = try await sut.load()

        #expect(mapper.calls == [.init(data: data, response: response)])
    }

    @Test(arguments: [
        MapperFailure.invalidData, .featureSpecific,
    ])
    func load_deliversMapperErrorUnchanged(failure: MapperFailure) async {
        let (sut, _, _) = makeSUT(mapper: .failure(failure.error))

        let error = await #expect(throws: (any Error).self) {
            try await sut.load()
        }
        #expect(failure.matches(error))
    }

    @Test func load_deliversMappedResourceOnMapperSuccess() async throws {
        let (sut, _, _) = makeSUT(mapper: .success(["Margarita", "Mojito"]))

        let resource = try await sut.load()

        #expect(resource == ["Margarita", "Mojito"])
    }

    @Test(arguments: CancelledAnswer.allCases)
    func load_deliversOnlyCancellationErrorWhenTaskIsCancelled(answer: CancelledAnswer) async {
        let (sut, _, mapper) = makeSUT(client: answer.result, answersOnlyAfterCancellation: true)

        let task = Task { try await sut.load() }
        task.cancel()
        let result = await task.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(mapper.calls.isEmpty, "The mapper ran on a cancelled load")
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(),
        client result: Result<(Data, HTTPResponse), any Error> = .success((anyData(), httpResponse(200))),
        answersOnlyAfterCancellation: Bool = false,
        mapper mapperResult: Result<[String], any Error> = .success([])
    ) -> (sut: RemoteResourceLoader<[String]>, client: HTTPClientSpy, mapper: MapperSpy<[String]>) {
        let client = HTTPClientSpy(result: result, answersOnlyAfterCancellation: answersOnlyAfterCancellation)
        let mapper = MapperSpy(result: mapperResult)
        let sut = RemoteResourceLoader(url: url, client: client, mapper: mapper.map)
        return (sut, client, mapper)
    }

    /// Errors a client may throw, named so each shows up as its own test case.
    enum ClientFailure: CaseIterable, Sendable {
        case connectivity, unsupportedRedirect, urlError, unknown

        var error: any Error {
            switch self {
            case .connectivity: HTTPClientError.connectivity
            case .unsupportedRedirect: HTTPClientError.unsupportedRedirect
            case .urlError: URLError(.notConnectedToInternet)
            case .unknown: anyError()
            }
        }
    }

    enum MapperFailure: Sendable {
        case invalidData, featureSpecific

        struct FeatureError: Error, Equatable {}

        var error: any Error {
            switch self {
            case .invalidData: RemoteLoadError.invalidData
            case .featureSpecific: FeatureError()
            }
        }

        func matches(_ error: (any Error)?) -> Bool {
            switch self {
            case .invalidData: (error as? RemoteLoadError) == .invalidData
            case .featureSpecific: (error as? FeatureError) == FeatureError()
            }
        }
    }

    /// What a client that ignores cancellation answers once the task is cancelled.
    enum CancelledAnswer: CaseIterable, Sendable {
        case data, connectivity, responseTooLarge, untrustedCertificate, cancellation

        var result: Result<(Data, HTTPResponse), any Error> {
            switch self {
            case .data: .success((anyData(), httpResponse(200)))
            case .connectivity: .failure(HTTPClientError.connectivity)
            case .responseTooLarge: .failure(HTTPClientError.responseTooLarge(limit: 1))
            case .untrustedCertificate: .failure(HTTPClientError.untrustedCertificate)
            case .cancellation: .failure(CancellationError())
            }
        }
    }
}
