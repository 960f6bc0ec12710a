import CatalogueFeature
import FeedFeature
import FileStorage
import StoreCore

/// The feed cache on disk, such as `<cache directory>/feed.json`.
public typealias FileSystemFeedStore = FileDocumentStore<FeedCacheDocument>

/// The catalogue on disk, beside the feed and by the feed's rules, such as `<cache directory>/catalogue.json`.
public typealias FileSystemCatalogueStore = FileDocumentStore<CatalogueCacheDocument>

/// The feed cache in memory, for tests and for runs that must not touch the disk.
public typealias InMemoryFeedStore = InMemoryDocumentStore<CachedFeed>

/// The catalogue in memory, for tests and for runs that must not touch the disk.
public typealias InMemoryCatalogueStore = InMemoryDocumentStore<CachedCatalogue>
