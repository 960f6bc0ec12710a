import CocktailDBAPI
import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

/// The remote feed as the composition root builds it: the feed endpoint, the shared loader and the feed mapper.
@Suite("Load feed from remote use case")
struct LoadFeedFromRemoteUseCaseTests {
    @Test("RF-1: load requests data from the feed URL")
    func load_requestsDataFromFeedURL() async throws {
        let (sut, client) = makeSUT { url in (drinksBody([]), httpResponse(200, url: url)) }

        _ = try await sut.load()

        #expect(client.requestedURLs == [feedURL])
    }

    @Test("RF-1: load delivers items on a 200 response with a drinks list")
    func load_deliversItemsOn200ResponseWithDrinksList() async throws {
        let drinks = [try makeDrink(id: 11007, name: "Margarita"), try makeDrink(id: 11008, name: "Manhattan")]
        let (sut, _) = makeSUT { url in (drinksBody(drinks.map(\.json)), httpResponse(200, url: url)) }

        let items = try await sut.load()

        #expect(items == drinks.map(\.model))
    }

    @Test("RF-2: load delivers invalid data on a non-200 response")
    func load_deliversInvalidDataOnNon200Response() async throws {
        let body = drinksBody([try makeDrink(id: 11007, name: "Margarita").json])
        let (sut, _) = makeSUT { url in (body, httpResponse(500, url: url)) }

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test("RF-4: load delivers not found on a 404 response")
    func load_deliversNotFoundOn404Response() async {
        let (sut, _) = makeSUT { url in (Data(), httpResponse(404, url: url)) }

        await #expect(throws: RemoteLoadError.notFound) {
            try await sut.load()
        }
    }

    @Test("RF-2: load delivers invalid data on a 200 response with an invalid body")
    func load_deliversInvalidDataOn200ResponseWithInvalidBody() async {
        let (sut, _) = makeSUT { url in (Data(#"{"drinks":"None Found"}"#.utf8), httpResponse(200, url: url)) }

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test("RF-2: load delivers invalid data on a body over the size limit")
    func load_deliversInvalidDataOnBodyOverSizeLimit() async {
        let (sut, _) = makeSUT { _ in throw HTTPClientError.responseTooLarge(limit: 1) }

        await #expect(throws: RemoteLoadError.invalidData) {
            try await sut.load()
        }
    }

    @Test(
        "RF-3: load delivers connectivity error on client error",
        arguments: [
            HTTPClientError.connectivity,
            HTTPClientError.unsupportedRedirect,
            anyError(),
        ] as [any Error])
    func load_deliversConnectivityErrorOnClientError(error: any Error) async {
        let (sut, _) = makeSUT { _ in throw error }

        await #expect(throws: RemoteLoadError.connectivity) {
            try await sut.load()
        }
    }

    // MARK: - Helpers

    private let feedURL = FeedEndpoint.url(for: CocktailDBEndpoint(baseURL: anyURL(), key: .freeTest))

    private func makeSUT(
        answer: @escaping HTTPClientStub.Responder
    ) -> (sut: RemoteResourceLoader<[CocktailItem]>, client: HTTPClientStub) {
        let client = HTTPClientStub(answer)
        let sut = RemoteResourceLoader(url: feedURL, client: client, mapper: FeedItemsMapper.map)
        return (sut, client)
    }
}
