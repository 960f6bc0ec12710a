import CocktailDBAPI
import FeedFeature
import Foundation
import HTTPCore
import IngredientsFeature
import TestSupport
import Testing

@testable import SimulatedCocktailDB

@Suite("SimulatedCocktailDB as an HTTP client")
final class SimulatedCocktailDBClientTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test(
        "get answers a path it has no route for with a 404 and a small body",
        arguments: [
            "https://www.thecocktaildb.com/api/json/v1/1/list.php",
            "https://www.thecocktaildb.com/api/json/v1/1/filter.php?s=gin",
            "https://www.thecocktaildb.com/api/json/v1/1/search.php",
            "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?s=11007",
            "https://www.thecocktaildb.com/api/json/v3/1/random.php",
            "https://www.thecocktaildb.com/json/v1/1/random.php",
            "https://www.thecocktaildb.com/",
            "https://example.com/index.html",
        ])
    func get_answersNotFoundWithoutRoute(text: String) async throws {
        let sut = makeSUT(tracker: leakTracker)
        let url = try #require(URL(string: text))

        let (data, response) = try await sut.get(from: url)

        #expect(response.url == url)
        #expect(response.statusCode == 404)
        #expect(!data.isEmpty && data.count < 100)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
    }

    @Test("get answers with the requested URL and a Content-Length of the body")
    func get_answersWithRequestedURLAndLength() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let url = apiURL("lookup.php?i=11007")

        let (data, response) = try await sut.get(from: url)

        #expect(response.url == url)
        #expect(response.value(forHTTPHeaderField: "Content-Length") == String(data.count))
    }

    @Test("an origin with a port and a path prefix reaches every route")
    func pathPrefixedOrigin_reachesRoutes() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let origin = try #require(URL(string: "http://127.0.0.1:8080/mirror/"))
        let endpoint = CocktailDBEndpoint(baseURL: origin, key: .freeTest)

        let feed = try await RemoteResourceLoader(url: FeedEndpoint.url(for: endpoint), client: sut, mapper: FeedItemsMapper.map).load()
        let recipe = try await RemoteIngredientsLoader(client: sut, endpoint: endpoint).load(.name("Margarita"))

        #expect(feed.count == 100)
        #expect(recipe.id == 11007)
    }

    @Test("a production key's prefix reaches the same routes")
    func productionKeyPrefix_reachesRoutes() async throws {
        let recipe = try await RemoteIngredientsLoader(client: makeSUT(tracker: leakTracker), endpoint: productionKeyEndpoint).load(
            .id(178319))

        #expect(recipe.name == "Aquamarine")
    }

    @Test("get fails as connectivity for a URL that is no web URL")
    func get_failsAsConnectivityForNonWebURL() async throws {
        let sut = makeSUT(tracker: leakTracker)

        await #expect(throws: HTTPClientError.connectivity) {
            try await sut.get(from: URL(fileURLWithPath: "/api/json/v1/1/random.php"))
        }
    }

    @Test("get throws CancellationError in a cancelled task")
    func get_throwsCancellationErrorWhenCancelled() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let result = await Task {
            // Cancelling from inside is the one way to be sure the request starts cancelled.
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.get(from: apiURL("random.php"))
        }.result

        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test("get refuses a body past the size limit as too large")
    func get_refusesBodyPastLimit() async throws {
        let sut = makeSUT(maxResponseBytes: 1_000, tracker: leakTracker)

        await #expect(throws: HTTPClientError.responseTooLarge(limit: 1_000)) {
            try await sut.get(from: apiURL("search.php?s=margarita"))
        }
        let (_, response) = try await sut.get(from: apiURL("search.php?s=Green%20Chartreuse"))
        #expect(response.statusCode == 200)
    }

    @Test("without its resources every request answers 503, naming the file it could not read")
    func missingResources_answerServiceUnavailable() async throws {
        let sut = SimulatedCocktailDB(resources: DemoResources { _ in nil })
        leakTracker.track(sut)

        let (data, response) = try await sut.get(from: apiURL("random.php"))

        #expect(response.statusCode == 503)
        #expect(String(decoding: data, as: UTF8.self).contains("catalogue/f-a.json cannot be read"))
    }

    @Test("the compiled-in catalogue's 36 letter files are byte for byte the fixtures' catalogue")
    func embeddedCatalogue_equalsFixtures() throws {
        let names = EmbeddedResources.paths.filter { $0.hasPrefix("catalogue/") }

        #expect(names == DemoCatalogue.characters.map { "catalogue/f-\($0).json" }.sorted())
        for name in names {
            #expect(Data(try #require(EmbeddedResources.bytes(of: name))) == (try Fixtures.data(name)), "\(name)")
        }
    }

    @Test("every file of the module's Resources folder is compiled in byte for byte, the pictures too, but its notes")
    func embeddedResources_equalTheResourcesFolder() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/SimulatedCocktailDB/Resources")
        let files = try ResourceFolder.files(in: folder).filter { !$0.hasSuffix(".md") }

        #expect(EmbeddedResources.paths == files)
        #expect(files.contains("images/glass-rocks.jpg"))
        for file in files {
            #expect(EmbeddedResources.bytes(of: file) == [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))), "\(file)")
        }
        #expect(EmbeddedResources.bytes(of: "SOURCES.md") == nil)
        #expect(EmbeddedResources.text(of: "images/glass-rocks.jpg") == nil, "a picture is no text")
    }
}
