import CocktailDBAPI
import FeedPresentation
import Foundation
import HTTPCore

/// Everything the environment decides, read once at start-up and checked.
struct Configuration: Sendable {
    static let defaultBaseURL = "https://www.thecocktaildb.com"
    static let defaultTimeout: TimeInterval = 15
    static let defaultMaxResponseBytes = 20 * 1024 * 1024

    let endpoint: CocktailDBEndpoint
    let cacheDirectory: URL
    /// The user's own data: the bar.
    let dataDirectory: URL
    let timeout: TimeInterval
    let maxResponseBytes: Int
    let language: Language
    /// `NO_COLOR` is set (to anything): no ANSI styling anywhere.
    let colorDisabled: Bool

    init(environment: [String: String], language requested: Language?) throws(UsageError) {
        endpoint = CocktailDBEndpoint(baseURL: try Self.baseURL(environment), key: Self.apiKey(environment))
        cacheDirectory = CacheDirectory.resolve(environment)
        dataDirectory = DataDirectory.resolve(environment)
        timeout = try Self.timeout(environment)
        maxResponseBytes = try Self.maxResponseBytes(environment)
        language = requested ?? LanguageResolver.language(from: environment)
        colorDisabled = environment["NO_COLOR"] != nil
    }

    private static func baseURL(_ environment: [String: String]) throws(UsageError) -> URL {
        let text = environment.nonEmpty("DRINGO_BASE_URL") ?? defaultBaseURL
        guard let url = WebURL.url(from: text) else { throw .invalidEnvironment(variable: "DRINGO_BASE_URL", value: text) }
        return url
    }

    private static func apiKey(_ environment: [String: String]) -> APIKey {
        environment.nonEmpty("DRINGO_API_KEY").map(APIKey.init) ?? .freeTest
    }

    private static func timeout(_ environment: [String: String]) throws(UsageError) -> TimeInterval {
        guard let text = environment.nonEmpty("DRINGO_TIMEOUT") else { return defaultTimeout }
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw .invalidEnvironment(variable: "DRINGO_TIMEOUT", value: text)
        }
        return seconds
    }

    private static func maxResponseBytes(_ environment: [String: String]) throws(UsageError) -> Int {
        guard let text = environment.nonEmpty("DRINGO_MAX_RESPONSE_BYTES") else { return defaultMaxResponseBytes }
        guard let bytes = Int(text), bytes > 0 else {
            throw .invalidEnvironment(variable: "DRINGO_MAX_RESPONSE_BYTES", value: text)
        }
        return bytes
    }
}

extension Dictionary where Key == String, Value == String {
    /// The variable's value, treating set-but-empty as unset, as most tools do.
    func nonEmpty(_ name: String) -> String? {
        guard let value = self[name], !value.isEmpty else { return nil }
        return value
    }
}
