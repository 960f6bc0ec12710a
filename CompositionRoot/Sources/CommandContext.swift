import Foundation
import FeedFeature
import FeedPresentation
import SharedAPI

/// What every command needs, built once from the runtime and the configuration.
struct CommandContext: Sendable {
    let runtime: DringoRuntime
    let configuration: Configuration
    let localizer: Localizer
    let feedStore: any FeedStore
    let imageStore: any ImageCacheStore
    private let preparedHTTPClient: (any HTTPClient)?

    /// - Parameter makesHTTPClient: whether to make the HTTP client now, with the rest; a command
    ///   that may use the network says so, and one that never does then never loads libcurl.
    init(runtime: DringoRuntime, configuration: Configuration, makesHTTPClient: Bool) {
        self.runtime = runtime
        self.configuration = configuration
        self.localizer = Localizer(language: configuration.language)
        self.feedStore = runtime.makeFeedStore(configuration.cacheDirectory)
        self.imageStore = runtime.makeImageStore(configuration.cacheDirectory)
        self.preparedHTTPClient = makesHTTPClient ? runtime.makeHTTPClient(configuration.httpClientSettings) : nil
    }

    var terminal: Terminal { runtime.terminal }

    var outputStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardOutputIsTerminal && !configuration.colorDisabled)
    }

    var errorStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardErrorIsTerminal && !configuration.colorDisabled)
    }

    /// The command's HTTP client: the one made with the context, or a new one for a command that
    /// did not say it may use the network (none does; `CommandPreparationTests` hold them to it).
    func httpClient() -> any HTTPClient {
        preparedHTTPClient ?? runtime.makeHTTPClient(configuration.httpClientSettings)
    }

    func makeLocalFeedLoader() -> LocalFeedLoader {
        LocalFeedLoader(store: feedStore, currentDate: runtime.currentDate)
    }

    func warn(_ message: String) {
        terminal.standardError.write(errorStyle.yellow(TerminalSanitizer.sanitize(message)) + "\n")
    }

    /// Runs a command, then validates the cache once, as every command must before it exits.
    func validatingCacheOnExit(_ command: () async -> ExitCode) async -> ExitCode {
        let exitCode = await command()
        do {
            try await makeLocalFeedLoader().validateCache()
        } catch is CancellationError {
            // Ctrl-C: the cache is left as it is and nothing is printed.
        } catch {
            warn(localizer.string("CACHE_VALIDATION_FAILED", table: .cache))
        }
        return exitCode
    }
}

private extension Configuration {
    var httpClientSettings: HTTPClientSettings {
        HTTPClientSettings(timeout: timeout, maxResponseBytes: maxResponseBytes, userAgent: Version.userAgent)
    }
}
