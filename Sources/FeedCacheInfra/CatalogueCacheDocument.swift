import CatalogueFeature
import Foundation

/// The catalogue's JSON form, version 1:
///
///     {"version":1,"timestamp":<seconds since 2001-01-01 as a Double>,
///      "drinks":[{"id":<Int>,"name":<String>,"category":<String>,"alcoholic":<String>,"glass":<String>,
///                 "instructions":<String>,"translatedInstructions":{"<ISO 639-1 code>":<String>, ...},
///                 "ingredients":[{"name":<String>,"measure":<String>}, ...],"imageURL":<String>}, ...]}
///
/// A missing text is left out, and so are translations when there are none; the ingredients are
/// always there. It is what `JSONEncoder` would write for the Codable DTOs the test suite keeps as
/// the reference; a hand-written encoder and decoder read and write it in one pass, because a whole
/// catalogue is read by every command that searches it.
enum CatalogueCacheDocument {
    static let version = 1

    static func encode(_ drinks: [LocalDrink], timestamp: Date) throws -> [UInt8] {
        try CatalogueCacheJSONEncoder.encode(drinks, timestamp: timestamp)
    }

    /// The catalogue, or `unreadableCache` / `unsupportedVersion` when the bytes are not a document this build writes.
    static func decode(_ bytes: some ContiguousBytes) throws(FileSystemCatalogueStore.Error) -> CachedCatalogue {
        let decoded = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileSystemCatalogueStore.Error) in
                try CatalogueCacheJSONDecoder.decode(buffer.assumingMemoryBound(to: UInt8.self))
            }
        }
        return try decoded.get()
    }
}
