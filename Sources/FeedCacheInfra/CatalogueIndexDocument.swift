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
        guard let index = try indexAlone(bytes) else { return try decodeWhole(bytes) }
        return index
    }

    /// Room for the directory and the index of a catalogue about twice the size of TheCocktailDB's, which stand
    /// before its drinks: the rest of the file, most of it, is then never read.
    public static let leadingByteCount: Int? = 256 << 10

    /// The index, when the file's start holds all of it; a document without one (an older dringo's) needs the rest.
    public static func decode(leading bytes: UnsafeRawBufferPointer) -> CachedCatalogueIndex? {
        try? indexAlone(bytes)
    }

    /// The index as the document's opening members give it, read up to its end and no further; nil when there is
    /// none to read so.
    private static func indexAlone(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedCatalogueIndex? {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        let header: CatalogueIndexHeader<LocalIndexedDrink>
        do {
            header = try CatalogueIndexHeader(from: &scanner, readingDistancesToEnd: false) { scanner throws(JSONSyntaxError) in
                try DrinkIndexSchema.read(from: &scanner, depth: 3)
            }
        } catch {
            throw .unreadable
        }
        guard let savedAt = header.savedAt, case let .valid(index) = header.index else { return nil }
        return CachedCatalogueIndex(index, timestamp: savedAt)
    }
}
