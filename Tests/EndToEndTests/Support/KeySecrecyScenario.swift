import Foundation
import Testing

/// One command and the exit status it should end with.
struct KeySecrecyCommand: Sendable {
    let arguments: [String]
    let exitCode: Int32
}

/// A remote, and the commands run against it with a production key.
enum KeySecrecyScenario: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Everything works: the feed is saved, an image and ingredients are loaded, the cache is inspected.
    case online
    /// `--offline` with nothing saved.
    case offlineWithoutCache
    /// Every route answers 500, with a good body.
    case serverError
    /// Bodies that are not what was asked for.
    case invalidData
    /// Nothing listens at the origin.
    case deadPort
    /// The server answers after DRINGO_TIMEOUT.
    case tooSlow

    private static let imageBytes = ImageBytes.pseudoRandom(count: 4096)

    func makeSandbox(key: String) async throws -> Sandbox {
        if self == .deadPort { return try Sandbox.withoutServer() }
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.remote().setRoutes(try routes(key: key, sandbox: sandbox))
        return sandbox
    }

    func environment(key: String) -> [String: String] {
        self == .tooSlow ? ["DRINGO_API_KEY": key, "DRINGO_TIMEOUT": "1"] : ["DRINGO_API_KEY": key]
    }

    func commands(in sandbox: Sandbox) throws -> [KeySecrecyCommand] {
        let output = try sandbox.outputFile("drink.jpg").path
        switch self {
        case .online:
            return [
                .init(arguments: ["feed"], exitCode: 0),
                .init(arguments: ["feed", "--format", "json"], exitCode: 0),
                // Found in the saved list; its thumb is on the server.
                .init(arguments: ["image", Self.drinkName, "--output", output], exitCode: 0),
                .init(arguments: ["ingredients", "margarita"], exitCode: 0),
                .init(arguments: ["ingredients", "11007", "--format", "json"], exitCode: 0),
                .init(arguments: ["ingredients", "Green Chartreuse"], exitCode: 3),
                .init(arguments: ["cache", "info"], exitCode: 0),
                .init(arguments: ["cache", "validate"], exitCode: 0),
                .init(arguments: ["feed", "--offline", "--lang", "it"], exitCode: 0),
            ]
        case .offlineWithoutCache:
            return [
                .init(arguments: ["feed", "--offline"], exitCode: 1),
                .init(arguments: ["feed", "--offline", "--format", "json", "--lang", "it"], exitCode: 1),
                .init(arguments: ["cache", "info"], exitCode: 0),
                .init(arguments: ["cache", "validate"], exitCode: 0),
                .init(arguments: ["feed", "--limit", "0"], exitCode: 2),
                // One request, so the scenario shows that the key did reach the server.
                .init(arguments: ["ingredients", "margarita"], exitCode: 0),
            ]
        case .serverError, .invalidData, .deadPort, .tooSlow:
            return [
                .init(arguments: ["feed"], exitCode: 1),
                .init(arguments: ["feed", "--format", "json", "--lang", "it"], exitCode: 1),
                .init(arguments: ["ingredients", "margarita"], exitCode: 1),
                .init(arguments: ["ingredients", "11007"], exitCode: 1),
                // Nothing saved, so the name is searched for remotely first.
                .init(arguments: ["image", "margarita", "--output", output], exitCode: 1),
                .init(arguments: ["cache", "info"], exitCode: 0),
            ]
        }
    }

    private static var drinkName: String {
        (try? RecordedFeed.entries(in: RecordedFeed.popular).first?.name) ?? "Gin Tonic"
    }

    private func routes(key: String, sandbox: Sandbox) throws -> [String: FixtureRoute] {
        let baseURL = try sandbox.remote().baseURL
        let lookups = [APIPath.search("margarita", key: key), APIPath.lookup(11007, key: key)]
        var routes: [String: FixtureRoute]
        switch self {
        case .online, .offlineWithoutCache:
            routes = [
                APIPath.popular(key: key): .text(try RelocatedThumbs.body(of: RecordedFeed.popular, movedOnto: baseURL)),
                try RelocatedThumbs.path(ofThumbOf: Self.drinkName, in: RecordedFeed.popular): try sandbox.imageRoute(
                    serving: Self.imageBytes),
                APIPath.search("margarita", key: key): .recorded("search-margarita.json"),
                APIPath.lookup(11007, key: key): .recorded("lookup-11007-margarita.json"),
                APIPath.search("Green%20Chartreuse", key: key): .recorded("search-no-match.json"),
            ]
        case .serverError:
            routes = [APIPath.popular(key: key): .recorded(RecordedFeed.popular, status: 500)]
            for path in lookups { routes[path] = .recorded("search-margarita.json", status: 500) }
        case .invalidData:
            let page = FixtureRoute.text("<html><body>Service Unavailable</body></html>", contentType: "text/html")
            routes = [APIPath.popular(key: key): page]
            for path in lookups { routes[path] = page }
        case .tooSlow:
            var slow = FixtureRoute.recorded(RecordedFeed.popular)
            slow.delayBeforeHeaders = 5
            routes = [APIPath.popular(key: key): slow]
            for path in lookups { routes[path] = slow }
        case .deadPort:
            routes = [:]
        }
        return routes
    }

    var testDescription: String { rawValue }
}
