import Foundation

/// Where the saved catalogue lives. Implementations run their side effects serially and
/// report failures by throwing; they never crash on what they find on disk.
public protocol CatalogueStore: Sendable {
    func deleteCachedCatalogue() async throws
    func insert(_ drinks: [LocalDrink], timestamp: Date) async throws
    /// The saved catalogue, or nil when there is none.
    func retrieve() async throws -> CachedCatalogue?
}
