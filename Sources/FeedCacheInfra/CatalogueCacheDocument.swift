import CatalogueFeature
import FileStorage
import Foundation

/// The catalogue's JSON form, version 1: a `CacheListDocument` of `DrinkSchema`'s drinks under
/// `drinks`, by the feed cache's rules. The test suite checks the one-pass codec against the
/// Codable DTOs it keeps as the reference.
///
/// Before the drinks comes their index, `DrinkIndexSchema`'s entries under `index`, made from them in
/// the same save, which `CatalogueIndexDocument` reads alone. This reader skips it as an unknown member,
/// as any reader of version 1 does, and a document without one is as readable.
public enum CatalogueCacheDocument: DocumentCodec {
    public static func encode(_ catalogue: CachedCatalogue) throws -> [UInt8] {
        try CacheListDocument<DrinkSchema>.encode(catalogue)
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedCatalogue {
        try CacheListDocument<DrinkSchema>.decode(bytes)
    }
}
