import Foundation
import StoreCore

/// Where the saved catalogue's index is read from: a projection of the catalogue's document, saved
/// with it, so the two never disagree about what is saved or when.
public typealias CatalogueIndexReader = DocumentReader<CachedCatalogueIndex>

/// What the index of a saved catalogue holds: its drinks' entries and the catalogue's save date.
public typealias CachedCatalogueIndex = Cached<[LocalIndexedDrink]>

extension Cached where Resource == [LocalDrink] {
    /// The catalogue's index, with the catalogue's save date.
    public var index: CachedCatalogueIndex {
        Cached<[LocalIndexedDrink]>(resource.map(LocalIndexedDrink.init), timestamp: timestamp)
    }
}
