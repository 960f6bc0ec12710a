import CatalogueFeature
import Foundation

/// Keeps the catalogue as one JSON document on disk, beside the feed and by the feed's rules.
///
/// An actor, so the side effects of one process run serially. Every insert replaces the whole
/// document atomically, so a crash or a concurrent `dringo` process never leaves a torn file.
public actor FileSystemCatalogueStore: CatalogueStore {
    /// Where the document lives, such as `<cache directory>/catalogue.json`.
    public nonisolated let fileURL: URL

    /// The file and any missing parent directories are created by the first insert.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func deleteCachedCatalogue() throws {
        try Error.reportingSystemCallFailures { try PlainFile.removeIfPresent(at: fileURL) }
        AbandonedTemporaryFiles.remove(of: fileURL)
    }

    public func insert(_ drinks: [LocalDrink], timestamp: Date) throws {
        let document = try CatalogueCacheDocument.encode(drinks, timestamp: timestamp)
        try Error.reportingSystemCallFailures { try AtomicFile.replaceContents(of: fileURL, with: document) }
    }

    public func retrieve() throws -> CachedCatalogue? {
        let document: Data?
        do {
            document = try PlainFile.contentsIfPresent(at: fileURL)
        } catch {
            throw Error.unreadableCache
        }
        guard let document else { return nil }
        return try CatalogueCacheDocument.decode(document)
    }
}
