import BarFeature
import FileStorage
import StoreCore

/// The user's substitutes on disk, beside the bar in the data directory, such as
/// `<data directory>/substitutes.json`. A failure names the file, as `BarStoreError`.
public typealias FileSystemSubstitutesStore = FileDocumentStore<SubstitutesDocument>

/// The substitutes in memory, for tests and for runs that must not touch the disk.
public typealias InMemorySubstitutesStore = InMemoryDocumentStore<[LocalIngredientSubstitute]>
