import CatalogueFeature
import FileStorage
import Foundation
internal import JSONBytes

/// Reads the catalogue's index out of the catalogue's document, for queries that need only names and
/// ingredients: the index is written before the drinks, so reading stops there, and the drinks'
/// instructions, translations and measures are never looked at.
///
/// It judges only what it reads: the version, the timestamp and the index, each as the whole
/// document's reader would. Without a readable index (a document an older dringo saved has none), it
/// reads the whole document and makes the index from the drinks, so it then answers, and fails,
/// exactly as `CatalogueCacheDocument` does.
public enum CatalogueIndexDocument: DocumentProjection {
    public typealias Source = CatalogueCacheDocument

    public static func project(_ catalogue: CachedCatalogue) -> CachedCatalogueIndex {
        catalogue.index
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedCatalogueIndex {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        let header: CatalogueIndexHeader<LocalIndexedDrink>
        do {
            header = try CatalogueIndexHeader(from: &scanner, readingDistancesToEnd: false) { scanner throws(JSONSyntaxError) in
                try DrinkIndexSchema.read(from: &scanner, depth: 3)
            }
        } catch {
            throw .unreadable
        }
        guard case .valid(CacheListDocument<DrinkSchema>.version) = header.version, case let .valid(timestamp) = header.timestamp,
            case let .valid(index) = header.index
        else { return try CatalogueCacheDocument.decode(bytes).index }
        return CachedCatalogueIndex(index, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}
