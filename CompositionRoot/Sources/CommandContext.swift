import BarFeature
import CatalogueFeature
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation
import HTTPCore
import SimulatedCocktailDB

/// What every command needs, built once from the runtime and the configuration.
struct CommandContext: Sendable {
    let runtime: DringoRuntime
    let configuration: Configuration
    let localizer: Localizer
    /// Remembers what this run read or saved, so that validation on exit need not read the cache again.
    let feedStore: any FeedStore
    let imageStore: any ImageCacheStore
    /// Remembers what this run read or saved, as `feedStore` does.
    let catalogueStore: any CatalogueStore
    /// The user's bar, in the data directory.
    let barStore: any BarStore

    init(runtime: DringoRuntime, configuration: Configuration) {
        self.runtime = runtime
        self.configuration = configuration
        self.localizer = Localizer(language: configuration.language)
        self.feedStore = RememberingFeedStore(runtime.makeFeedStore(configuration.cacheDirectory))
        self.imageStore = runtime.makeImageStore(configuration.cacheDirectory)
        self.catalogueStore = RememberingCatalogueStore(runtime.makeCatalogueStore(configuration.cacheDirectory))
        self.barStore = runtime.makeBarStore(configuration.dataDirectory)
    }

    var terminal: Terminal { runtime.terminal }

    var outputStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardOutputIsTerminal && !configuration.colorDisabled)
    }

    var errorStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardErrorIsTerminal && !configuration.colorDisabled)
    }

    /// A command that goes to the network makes its one client here, when it first needs it.
    ///
    /// The demo's TheCocktailDB is part of dringo, not of the outside world the runtime stands for:
    /// it is chosen here, so that no runtime, a test's included, can send a demo to the network.
    func makeHTTPClient() -> any HTTPClient {
        guard configuration.isDemo else { return runtime.makeHTTPClient(configuration.httpClientSettings) }
        return makeDemoCocktailDB()
    }

    /// Whether the demo's recordings are beside the program.
    var demoHasRecordedData: Bool {
        makeDemoCocktailDB().hasRecordedData
    }

    private func makeDemoCocktailDB() -> SimulatedCocktailDB {
        SimulatedCocktailDB(maxResponseBytes: configuration.maxResponseBytes)
    }

    func makeLocalFeedLoader() -> LocalFeedLoader {
        LocalFeedLoader(store: feedStore, currentDate: runtime.currentDate)
    }

    func makeLocalCatalogueLoader() -> LocalCatalogueLoader {
        LocalCatalogueLoader(store: catalogueStore, currentDate: runtime.currentDate)
    }

    func warn(_ message: String) {
        terminal.standardError.write(errorStyle.yellow(TerminalSanitizer.sanitize(message)) + "\n")
    }

    /// Runs a command, then validates the cache once, as every command must before it exits:
    /// what the command read or saved is judged again, and the cache is read only if it never was.
    ///
    /// A folder the user may not change keeps what it holds, and no command says so again: a saved
    /// list that cannot be read or has expired is never shown, and the save that could not replace it
    /// has warned already.
    func validatingCacheOnExit(_ command: () async -> ExitCode) async -> ExitCode {
        let exitCode = await command()
        let presenter = CachePresenter(localizer: localizer)
        do {
            try await makeLocalFeedLoader().validateCache()
        } catch is CancellationError {
            // Ctrl-C: the cache is left as it is and nothing is printed.
            return exitCode
        } catch  where UnwritableCacheFolder.explains(error) {
            // Only the folder's owner can mend it; the command's own save has said so if it tried.
        } catch {
            warn(presenter.validationFailedWarning)
        }
        do {
            try await makeLocalCatalogueLoader().validateCache()
        } catch is CancellationError {
            // As for the feed.
        } catch  where UnwritableCacheFolder.explains(error) {
            // As for the feed.
        } catch {
            warn(presenter.catalogueValidationFailedWarning)
        }
        return exitCode
    }
}

private extension Configuration {
    var httpClientSettings: HTTPClientSettings {
        HTTPClientSettings(timeout: timeout, maxResponseBytes: maxResponseBytes, userAgent: Version.userAgent)
    }
}
