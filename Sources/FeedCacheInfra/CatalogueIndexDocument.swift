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
/// reads the whole document and makes the index from the drinks.
public enum CatalogueIndexDocument: CatalogueProjection {
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
        guard let savedAt = header.savedAt, case let .valid(index) = header.index else { return try decodeWhole(bytes) }
        return CachedCatalogueIndex(index, timestamp: savedAt)
    }
}
