import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching
import TestSupport
import Testing

@Suite("RemoteIngredientsLoader")
final class RemoteIngredientsLoaderTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    // MARK: - Requests

    @Test("RI-1: load requests the search URL once on a name query")
    func load_requestsSearchURLOnceOnNameQuery() async throws {
        let (sut, client) = try makeSUT(result: .success((Fixtures.data("search-margarita.json"), httpResponse(200))))

        _ = try await sut.load(.name("Tommy's Margarita"))

        let expected = try #require(URL(string: "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=Tommy%27s%20Margarita"))
        #expect(client.messages == [.get(expected)])
    }

    @Test("RI-1: load requests the lookup URL once on an id query")
    func load_requestsLookupURLOnceOnIdQuery() async throws {
        let (sut, client) = try makeSUT(result: .success((Fixtures.data("lookup-11007-margarita.json"), httpResponse(200))))

        _ = try await sut.load(.id(11007))

        let expected = try #require(URL(string: "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007"))
        #expect(client.messages == [.get(expected)])
    }

    // MARK: - Deliveries

    @Test("RI-1: load delivers the recipe on a 200 lookup response")
    func load_deliversRecipeOn200LookupResponse() async throws {
        let (sut, _) = try makeSUT(result: .success((Fixtures.data("lookup-11007-margarita.json"), httpResponse(200))))

        let recipe = try await sut.load(.id(11007))

        #expect(
            recipe
                == makeRecipe(
                    id: 11007, name: "Margarita",
                    ingredients: [
                        .init(name: "Tequila", measure: "1 1/2 oz"),
                        .init(name: "Triple sec", measure: "1/2 oz"),
                        .init(name: "Lime juice", measure: "1 oz"),
                        .init(name: "Salt", measure: nil),
                    ], imageURL: URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")))
    }

    @Test("RI-6: load delivers the exactly named recipe on a 200 search response with several results")
    func load_deliversExactMatchOn200SearchWithSeveralResults() async throws {
        let (sut, _) = try makeSUT(result: .success((Fixtures.data("search-margarita.json"), httpResponse(200))))

        let recipe = try await sut.load(.name("TOMMY'S MARGARITA"))

        #expect(recipe.id == 17216)
    }

    @Test("RI-5: load delivers an ambiguous-name error naming every candidate on a search with no exact match")
    func load_deliversAmbiguousNameOnSearchWithoutExactMatch() async throws {
        let (sut, _) = try makeSUT(result: .success((Fixtures.data("search-margarita.json"), httpResponse(200))))

        let error = await #expect(throws: CocktailLookupError.self) { try await sut.load(.name("marg")) }

        guard case let .ambiguousName(candidates)? = error else {
            Issue.record("not ambiguous: \(String(describing: error))")
            return
        }
        #expect(
            candidates.map(\.name) == [
                "Margarita", "Blue Margarita", "Tommy's Margarita", "Whitecap Margarita", "Strawberry Margarita",
                "Smashed Watermelon Margarita",
            ])
        #expect(candidates.first?.id == 11007, "each with its id")
    }

    @Test("RI-4: load delivers no such cocktail on a 200 response with null drinks")
    func load_deliversNoSuchCocktailOnNullDrinks() async throws {
        let (sut, _) = try makeSUT(result: .success((Fixtures.data("search-no-match.json"), httpResponse(200))))

        await #expect(throws: CocktailLookupError.noSuchCocktail) { try await sut.load(.name("Green Chartreuse")) }
    }

    // MARK: - Failures

    @Test("RI-2: load delivers invalid data on a status other than 200 and 404", arguments: [201, 403, 500])
    func load_deliversInvalidDataOnNon200Response(statusCode: Int) async throws {
        let (sut, _) = try makeSUT(result: .success((Fixtures.data("lookup-11007-margarita.json"), httpResponse(statusCode))))

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.load(.id(11007)) }
    }

    @Test(
        "RI-8: load delivers the HTTP not-found error on a 404 response, by name or by id",
        arguments: [CocktailQuery.name("Margarita"), .id(11007)])
    func load_deliversNotFoundOn404Response(query: CocktailQuery) async throws {
        let (sut, _) = try makeSUT(result: .success((Data(), httpResponse(404))))

        await #expect(throws: RemoteLoadError.notFound) { try await sut.load(query) }
    }

    @Test("RI-2: load delivers invalid data on a 200 response with an empty body")
    func load_deliversInvalidDataOn200EmptyBody() async throws {
        let (sut, _) = try makeSUT(result: .success((Data(), httpResponse(200))))

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.load(.name("Margarita")) }
    }

    @Test("RI-2: load delivers invalid data on a body over the size limit")
    func load_deliversInvalidDataOnResponseTooLarge() async throws {
        let (sut, _) = try makeSUT(result: .failure(HTTPClientError.responseTooLarge(limit: 1)))

        await #expect(throws: RemoteLoadError.invalidData) { try await sut.load(.name("Margarita")) }
    }

    @Test(
        "RI-3: load delivers a connectivity error on a client error",
        arguments: [HTTPClientError.connectivity, HTTPClientError.unsupportedRedirect])
    func load_deliversConnectivityOnClientError(error: HTTPClientError) async throws {
        let (sut, _) = try makeSUT(result: .failure(error))

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(.name("Margarita")) }
    }

    @Test("RI-3: load delivers a connectivity error on any other client failure")
    func load_deliversConnectivityOnUnknownClientFailure() async throws {
        let (sut, _) = try makeSUT(result: .failure(anyError()))

        await #expect(throws: RemoteLoadError.connectivity) { try await sut.load(.id(11007)) }
    }

    @Test("RI-3: load rethrows cancellation, not a connectivity error, on a cancelled request")
    func load_rethrowsCancellationOnCancelledRequest() async throws {
        let (sut, _) = try makeSUT(result: .failure(CancellationError()))

        await #expect(throws: CancellationError.self) { try await sut.load(.id(11007)) }
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<(Data, HTTPResponse), any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (sut: RemoteIngredientsLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        let sut = RemoteIngredientsLoader(client: client, endpoint: try makeEndpoint(sourceLocation: sourceLocation))
        leakTracker.track(client, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, client)
    }
}
