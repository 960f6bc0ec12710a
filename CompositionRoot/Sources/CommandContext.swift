import BarFeature
import CatalogueFeature
import FeedCacheInfra
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation
import HTTPCore
import SimulatedCocktailDB
import StoreCore
import UserDataInfra

/// What every command needs, built once from the runtime and the configuration.
struct CommandContext: Sendable {
    let runtime: DringoRuntime
    let configuration: Configuration
    let localizer: Localizer
    /// Remembers what this run read or saved, so that validation on exit judges that, reads the
    /// cache only if it never was, and leaves a cache the command never used alone.
    let feedStore: RememberingDocumentStore<CachedFeed>
    /// Remembers what this run read or saved, as `feedStore` does.
    let catalogueStore: RememberingDocumentStore<CachedCatalogue>
    /// The catalogue's index, read from the catalogue's own file, for the queries that need no more;
    /// remembered as `catalogueStore` is.
    let catalogueIndexReader: RememberingDocumentReader<CachedCatalogueIndex>
    /// The catalogue read for a question about one drink: its index, then only that drink; remembered as
    /// `catalogueStore` is.
    let catalogueDrinkReader: RememberingDocumentReader<CachedDrinkDirectory>
    let imageStore: any ImageCacheStore
    /// The user's bar, in the data directory, never in the cache.
    let barStore: any BarStore
    /// The user's substitutes, beside the bar.
    let substitutesStore: any SubstitutesStore

    init(runtime: DringoRuntime, configuration: Configuration) {
        self.runtime = runtime
        self.configuration = configuration
        self.localizer = Localizer(language: configuration.language)
        let storage = runtime.storage
        let cache = configuration.cacheDirectory
        self.feedStore = RememberingDocumentStore(storage.store(for: FeedCacheDocument.self, named: "feed.json", in: cache))
        self.catalogueStore = RememberingDocumentStore(storage.store(for: CatalogueCacheDocument.self, named: "catalogue.json", in: cache))
        self.catalogueIndexReader = RememberingDocumentReader(
            storage.reader(for: CatalogueIndexDocument.self, named: "catalogue.json", in: cache))
        self.catalogueDrinkReader = RememberingDocumentReader(
            storage.reader(for: CatalogueDrinkDocument.self, named: "catalogue.json", in: cache))
        self.imageStore = runtime.makeImageStore(cache)
        self.barStore = storage.store(for: BarDocument.self, named: "bar.json", in: configuration.dataDirectory)
        self.substitutesStore = storage.store(for: SubstitutesDocument.self, named: "substitutes.json", in: configuration.dataDirectory)
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

    private func makeDemoCocktailDB() -> SimulatedCocktailDB {
        SimulatedCocktailDB(maxResponseBytes: configuration.maxResponseBytes)
    }

    func makeLocalFeedLoader() -> LocalFeedLoader {
        LocalFeedLoader(store: feedStore, currentDate: runtime.currentDate)
    }

    func makeLocalCatalogueLoader() -> LocalCatalogueLoader {
        LocalCatalogueLoader(store: catalogueStore, currentDate: runtime.currentDate)
    }

    func makeLocalCatalogueIndexLoader() -> LocalCatalogueIndexLoader {
        LocalCatalogueIndexLoader(reader: catalogueIndexReader, currentDate: runtime.currentDate)
    }

    /// A drink that does not fit its entry sends the question to the whole catalogue, read as `search` reads it.
    func makeLocalDrinkLoader() -> LocalDrinkLoader {
        LocalDrinkLoader(reader: catalogueDrinkReader, catalogue: makeLocalCatalogueLoader(), currentDate: runtime.currentDate)
    }

    func warn(_ message: String) {
        makeErrorView(tone: .warning).display(.error(message: message))
    }

    /// Runs a command, then validates once, before it exits, each cached resource the command read
    /// or saved: what it read or saved is judged again without reading it anew, and a resource the
    /// command never used is left alone, its file not even opened. An expired or unreadable resource
    /// is deleted only if it is still the one the command read: a fresh one another process saved
    /// meanwhile (a `sync` in another terminal) is kept.
    ///
    /// A folder the user may not change keeps what it holds, and no command says so again: a saved
    /// list that cannot be read or has expired is never shown, and the save that could not replace it
    /// has warned already.
    func validatingCacheOnExit(_ command: () async -> ExitCode) async -> ExitCode {
        let exitCode = await command()
        for resource in cachedResources where await resource.wasUsed() {
            do {
                _ = try await resource.validate()
            } catch is CancellationError {
                // Ctrl-C: the cache is left as it is and nothing is printed.
                return exitCode
            } catch  where UnwritableCacheFolder.explains(error) {
                // Only the folder's owner can mend it; the command's own save has said so if it tried.
            } catch {
                warn(resource.failureWarning)
            }
        }
        return exitCode
    }

    /// The cocktail list and the catalogue, in the order `cache validate` reports them.
    var cachedResources: [CachedResource] {
        let presenter = CachePresenter(localizer: localizer)
        return [
            CachedResource(
                wasUsed: { [feedStore] in await feedStore.wasUsed }, validate: makeLocalFeedLoader().validateCache,
                message: presenter.message(for:), failureWarning: presenter.validationFailedWarning),
            CachedResource(
                wasUsed: { [catalogueStore, catalogueIndexReader, catalogueDrinkReader] in
                    let (wholeWasUsed, indexWasUsed) = (await catalogueStore.wasUsed, await catalogueIndexReader.wasUsed)
                    let drinkWasUsed = await catalogueDrinkReader.wasUsed
                    return wholeWasUsed || indexWasUsed || drinkWasUsed
                },
                validate: validateCatalogue,
                message: presenter.message(forCatalogue:), failureWarning: presenter.catalogueValidationFailedWarning),
        ]
    }
}

extension CommandContext {
    /// Judges the catalogue as this run saw it: by the whole document when the run read or saved it, or
    /// when `cache validate` reads it now; else by what the run read for one drink, or by its index.
    private func validateCatalogue() async throws -> CacheValidationOutcome {
        guard await !catalogueStore.wasUsed else { return try await makeLocalCatalogueLoader().validateCache() }
        if await catalogueDrinkReader.wasUsed { return try await makeLocalDrinkLoader().validateCache() }
        if await catalogueIndexReader.wasUsed { return try await makeLocalCatalogueIndexLoader().validateCache() }
        return try await makeLocalCatalogueLoader().validateCache()
    }
}

private extension Configuration {
    var httpClientSettings: HTTPClientSettings {
        HTTPClientSettings(timeout: timeout, maxResponseBytes: maxResponseBytes, userAgent: Version.userAgent)
    }
}
