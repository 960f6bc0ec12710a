import CatalogueFeature
import FeedCacheInfra
import FeedFeature
import FeedPresentation
import Foundation
import StoreCore

/// The caches one run of dringo reads and saves: the cocktail list, the catalogue and the images, each store made
/// once, so that validation on exit judges what the run read or saved, reads the cache only if it never was, and
/// leaves a cache the run never used alone.
struct Caches: Sendable {
    let directory: URL
    let currentDate: @Sendable () -> Date
    let feedStore: RememberingDocumentStore<CachedFeed>
    let catalogueStore: RememberingDocumentStore<CachedCatalogue>
    /// The catalogue's index, read from the catalogue's own file, for the queries that need no more.
    let catalogueIndexReader: RememberingDocumentReader<CachedCatalogueIndex>
    /// The catalogue read for a question about one drink: its index, then only that drink.
    let catalogueDrinkReader: RememberingDocumentReader<CachedDrinkDirectory>
    let imageStore: any ImageCacheStore

    init(runtime: DringoRuntime, directory: URL) {
        self.directory = directory
        currentDate = runtime.currentDate
        let storage = runtime.storage
        feedStore = RememberingDocumentStore(storage.store(for: FeedCacheDocument.self, named: "feed.json", in: directory))
        catalogueStore = RememberingDocumentStore(storage.store(for: CatalogueCacheDocument.self, named: "catalogue.json", in: directory))
        catalogueIndexReader = RememberingDocumentReader(
            storage.reader(for: CatalogueIndexDocument.self, named: "catalogue.json", in: directory))
        catalogueDrinkReader = RememberingDocumentReader(
            storage.reader(for: CatalogueDrinkDocument.self, named: "catalogue.json", in: directory))
        imageStore = runtime.makeImageStore(directory)
    }

    func makeLocalFeedLoader() -> LocalFeedLoader {
        LocalFeedLoader(store: feedStore, currentDate: currentDate)
    }

    func makeLocalCatalogueLoader() -> LocalCatalogueLoader {
        LocalCatalogueLoader(store: catalogueStore, currentDate: currentDate)
    }

    func makeLocalCatalogueIndexLoader() -> LocalCatalogueIndexLoader {
        LocalCatalogueIndexLoader(reader: catalogueIndexReader, currentDate: currentDate)
    }

    /// A drink that does not fit its entry sends the question to the whole catalogue, read as `search` reads it.
    func makeLocalDrinkLoader() -> LocalDrinkLoader {
        LocalDrinkLoader(reader: catalogueDrinkReader, catalogue: makeLocalCatalogueLoader(), currentDate: currentDate)
    }

    /// The valid saved catalogue's drinks, by their index; none without one, or when it cannot be read.
    func savedIndexedDrinks() async -> [IndexedDrink]? {
        try? await makeLocalCatalogueIndexLoader().loadValid()?.resource
    }
}
