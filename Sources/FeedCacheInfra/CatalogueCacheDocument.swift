import CatalogueFeature
import FileStorage
import Foundation

/// The catalogue's JSON form, version 1: a `CacheListDocument` of `DrinkSchema`'s drinks under
/// `drinks`, by the feed cache's rules. The test suite checks the one-pass codec against the
/// Codable DTOs it keeps as the reference.
public enum CatalogueCacheDocument: DocumentCodec {
    public static func encode(_ catalogue: CachedCatalogue) throws -> [UInt8] {
        try CacheListDocument<DrinkSchema>.encode(catalogue)
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedCatalogue {
        try CacheListDocument<DrinkSchema>.decode(bytes)
    }
}
