import CatalogueFeature
import Foundation

/// A catalogue store that keeps the catalogue in memory, for tests and for runs that must not touch the disk.
public actor InMemoryCatalogueStore: CatalogueStore {
    private var catalogue: CachedCatalogue?

    public init(catalogue: CachedCatalogue? = nil) {
        self.catalogue = catalogue
    }

    public func deleteCachedCatalogue() async throws {
        catalogue = nil
    }

    public func insert(_ drinks: [LocalDrink], timestamp: Date) async throws {
        catalogue = CachedCatalogue(drinks: drinks, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedCatalogue? {
        catalogue
    }
}
