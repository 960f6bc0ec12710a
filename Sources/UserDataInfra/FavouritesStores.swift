import FavouritesFeature
import FileStorage
import StoreCore

/// The favourites on disk, in the user's data directory beside the bar: `<data directory>/favourites.json`.
/// A failure names the file, as `FavouritesStoreError`.
public typealias FileSystemFavouritesStore = FileDocumentStore<FavouritesDocument>

/// The favourites in memory, for tests and for runs that must not touch the disk.
public typealias InMemoryFavouritesStore = InMemoryDocumentStore<[LocalFavourite]>
