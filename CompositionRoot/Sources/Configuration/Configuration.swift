import CocktailDBAPI
import CommandLineGrammar
import FeedPresentation
import FileStorage
import Foundation
import HTTPCore
import TerminalPictures

/// Everything the environment decides, read once at start-up and checked.
struct Configuration: Sendable {
    static let defaultBaseURL = "https://www.thecocktaildb.com"
    static let defaultTimeout: TimeInterval = 15
    static let defaultMaxResponseBytes = 20 * 1024 * 1024

    static let cacheFolder = XDGDirectory.cache("dringo", variable: "DRINGO_CACHE_DIR")
    /// The bar, the substitutes, the favourites and the user's own drinks: never in the cache's folder.
    static let dataFolder = XDGDirectory.data("dringo", variable: "DRINGO_DATA_DIR")

    let endpoint: CocktailDBEndpoint
    /// In the demo, the `demo` folder of the cache directory the environment names.
    let cacheDirectory: URL
    /// The user's own data: the bar. In the demo, its `demo` folder.
    let dataDirectory: URL
    /// `--demo` or `DRINGO_DEMO`: TheCocktailDB is the one built into dringo, and the network is never used.
    let isDemo: Bool
    let timeout: TimeInterval
    let maxResponseBytes: Int
    let language: Language
    /// `NO_COLOR` is set (to anything): no ANSI styling anywhere.
    let colorDisabled: Bool
    /// `DRINGO_PICTURE` and the terminal's variables: whether and how photos are drawn.
    let picture: PictureSetting

    /// - Parameter demoRequested: `--demo` was given; `DRINGO_DEMO` can also turn the demo on.
    init(environment: [String: String], language requested: Language?, demoRequested: Bool = false) throws(Refusal) {
        do {
            endpoint = CocktailDBEndpoint(baseURL: try Self.baseURL(environment), key: Self.apiKey(environment))
        } catch {
            throw .usage(error)
        }
        // Checked even with --demo, so that a mistyped value is caught whichever way the demo is asked for.
        do {
            isDemo = try DemoSetting.isOn(in: environment) || demoRequested
        } catch {
            throw .setting(error)
        }
        let cacheDirectory = Self.cacheFolder.resolve(environment)
        let dataDirectory = Self.dataFolder.resolve(environment)
        self.cacheDirectory = isDemo ? DemoSetting.directory(within: cacheDirectory) : cacheDirectory
        self.dataDirectory = isDemo ? DemoSetting.directory(within: dataDirectory) : dataDirectory
        do {
            timeout = try environment.setting("DRINGO_TIMEOUT", default: Self.defaultTimeout) { text in
                TimeInterval(text).flatMap { $0.isFinite && $0 > 0 && $0 <= 86_400 ? $0 : nil }
            }
            maxResponseBytes = try environment.setting("DRINGO_MAX_RESPONSE_BYTES", default: Self.defaultMaxResponseBytes) { text in
                Int(text).flatMap { $0 > 0 ? $0 : nil }
            }
        } catch {
            throw .usage(error)
        }
        language = requested ?? Language(localeEnvironment: environment)
        colorDisabled = environment["NO_COLOR"] != nil
        do {
            picture = try PictureSetting(environment: environment)
        } catch {
            throw .setting(.invalidPicture(error.value))
        }
    }

    private static func baseURL(_ environment: [String: String]) throws(UsageError) -> URL {
        let text = environment.nonEmpty("DRINGO_BASE_URL") ?? defaultBaseURL
        guard let url = WebURL.url(from: text) else { throw .invalidEnvironment(variable: "DRINGO_BASE_URL", value: text) }
        return url
    }

    private static func apiKey(_ environment: [String: String]) -> APIKey {
        environment.nonEmpty("DRINGO_API_KEY").map(APIKey.init) ?? .freeTest
    }
}
