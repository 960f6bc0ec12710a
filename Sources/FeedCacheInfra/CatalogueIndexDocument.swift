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
        let header: IndexHeader
        do {
            header = try IndexHeader(from: &scanner)
        } catch {
            throw .unreadable
        }
        guard case .valid(CacheListDocument<DrinkSchema>.version) = header.version, case let .valid(timestamp) = header.timestamp,
            case let .valid(index) = header.index
        else { return try CatalogueCacheDocument.decode(bytes).index }
        return CachedCatalogueIndex(index, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}

/// The document's members up to its index, read as `CacheListDocument` reads them: in any order,
/// unknown ones skipped, and of a repeated key the first counts.
private struct IndexHeader {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
    var index = Member<[LocalIndexedDrink]>.missing

    /// Reads until all three are met, or to the end of the document when one is not there.
    init(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) {
        scanner.skipByteOrderMark()
        try scanner.consume(ASCII.openBrace)
        if scanner.consumeIfPresent(ASCII.closeBrace) {
            try scanner.expectEnd()
            return
        }
        repeat {
            let key = try scanner.scanKey()
            switch scanner.match(key, as: Key.self) {
            case .unreadable:
                throw scanner.syntaxError
            case .known(.version) where version.isMissing:
                version = try scanner.integerMember(depth: 2)
            case .known(.timestamp) where timestamp.isMissing:
                timestamp = try scanner.doubleMember(depth: 2)
            case .known(.index) where index.isMissing:
                index = try scanner.array(depth: 2, building: true) { scanner throws(JSONSyntaxError) in
                    try DrinkIndexSchema.read(from: &scanner, depth: 3)
                }
            case .known, .unknown:
                try scanner.skipValue(depth: 2)
            }
            if !version.isMissing, !timestamp.isMissing, !index.isMissing { return }
        } while try scanner.continues(closingWith: ASCII.closeBrace)
        try scanner.expectEnd()
    }

    private enum Key: JSONObjectKey {
        case version, timestamp, index

        var spelling: StaticString {
            switch self {
            case .version: "version"
            case .timestamp: "timestamp"
            case .index: DrinkIndexSchema.indexKey
            }
        }
    }
}
