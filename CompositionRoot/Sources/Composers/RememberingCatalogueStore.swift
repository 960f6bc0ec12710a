import CatalogueFeature
import Foundation

/// A catalogue store that remembers, for one run of a command, what the catalogue held when the
/// run last read or wrote it, and answers any later retrieval from that, as `RememberingFeedStore`
/// does for the feed.
///
/// A whole catalogue is costly to read, so validation on exit must judge what the command itself
/// read (a search, `cache info`) or saved (a sync), and read the file only when the command never did.
actor RememberingCatalogueStore: CatalogueStore {
    private let decoratee: any CatalogueStore
    private var memory = StoreMemory<CachedCatalogue>()

    init(_ decoratee: any CatalogueStore) {
        self.decoratee = decoratee
    }

    func retrieve() async throws -> CachedCatalogue? {
        if let known = memory.known { return try known.get() }
        let operation = memory.start()
        do {
            let catalogue = try await decoratee.retrieve()
            memory.remember(.success(catalogue), from: operation)
            return catalogue
        } catch let cancellation as CancellationError {
            // A cancelled read says nothing about the catalogue.
            throw cancellation
        } catch {
            memory.remember(.failure(error), from: operation)
            throw error
        }
    }

    func deleteCachedCatalogue() async throws {
        let operation = memory.start()
        try await decoratee.deleteCachedCatalogue()
        memory.remember(.success(nil), from: operation)
    }

    func insert(_ drinks: [LocalDrink], timestamp: Date) async throws {
        let operation = memory.start()
        try await decoratee.insert(drinks, timestamp: timestamp)
        memory.remember(.success(CachedCatalogue(drinks: drinks, timestamp: timestamp)), from: operation)
    }
}
