import BarFeature
import FileStorage
import StoreCore

/// The bar on disk, in the user's data directory, such as `<data directory>/bar.json`. A failure
/// names the file, as `BarStoreError`.
public typealias FileSystemBarStore = FileDocumentStore<BarDocument>

/// The bar in memory, for tests and for runs that must not touch the disk.
public typealias InMemoryBarStore = InMemoryDocumentStore<[LocalBarIngredient]>
