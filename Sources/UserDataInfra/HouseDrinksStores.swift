import FileStorage
import HouseDrinksFeature
import StoreCore

/// The user's own drinks on disk, in the data directory beside the bar: `<data directory>/drinks.json`.
public typealias FileSystemHouseDrinksStore = FileDocumentStore<HouseDrinksDocument>

/// The user's own drinks in memory, for tests and for runs that must not touch the disk.
public typealias InMemoryHouseDrinksStore = InMemoryDocumentStore<[HouseDrink]>
