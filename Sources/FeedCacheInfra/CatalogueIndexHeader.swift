import CatalogueFeature
import Foundation
internal import JSONBytes

/// The catalogue document's members up to its index, read as `CacheListDocument` reads them: in any order,
/// unknown ones skipped, and of a repeated key the first counts. Each index entry is read as `entry` reads it,
/// so that a question needing less of the entries builds less.
///
/// Asked for the drinks' distances to the end, it reads them and the directory that names the drinks they lead to,
/// which stand before the index, and stops there; a document without the directory (an older dringo's) gives its
/// index instead.
struct CatalogueIndexHeader<Entry> {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
    var directory = Member<[DrinkDirectoryEntry]>.missing
    var index = Member<[Entry]>.missing
    var distancesToEnd = Member<[Int]>.missing

    /// Reads until all it asks for are met, or to the end of the document when one is not there.
    init(
        from scanner: inout JSONByteScanner, readingDistancesToEnd: Bool,
        entry: (inout JSONByteScanner) throws(JSONSyntaxError) -> Entry?
    ) throws(JSONSyntaxError) {
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
            case .known(.directory) where readingDistancesToEnd && directory.isMissing:
                directory = try scanner.array(depth: 2, building: true, element: DrinkDirectoryEntryReader.read)
            case .known(.index) where index.isMissing:
                index = try scanner.array(depth: 2, building: true, element: entry)
            case .known(.distancesToEnd) where readingDistancesToEnd && distancesToEnd.isMissing:
                distancesToEnd = try scanner.array(depth: 2, building: true) { scanner throws(JSONSyntaxError) in
                    guard case let .valid(distance) = try scanner.integerMember(depth: 3) else { return nil }
                    return distance
                }
            case .known, .unknown:
                try scanner.skipValue(depth: 2)
            }
            if hasAllAskedFor(readingDistancesToEnd: readingDistancesToEnd) { return }
        } while try scanner.continues(closingWith: ASCII.closeBrace)
        try scanner.expectEnd()
    }

    /// When the document was saved; nil unless it is of the version this build writes and its timestamp was read.
    var savedAt: Date? {
        guard case .valid(CacheListDocument<DrinkSchema>.version) = version, case let .valid(interval) = timestamp else { return nil }
        return Date(timeIntervalSinceReferenceDate: interval)
    }

    private func hasAllAskedFor(readingDistancesToEnd: Bool) -> Bool {
        guard !version.isMissing, !timestamp.isMissing else { return false }
        guard readingDistancesToEnd else { return !index.isMissing }
        return !distancesToEnd.isMissing && (!directory.isMissing || !index.isMissing)
    }

    private enum Key: JSONObjectKey {
        case version, timestamp, directory, index, distancesToEnd

        var spelling: StaticString {
            switch self {
            case .version: "version"
            case .timestamp: "timestamp"
            case .directory: DrinkIndexSchema.directoryKey
            case .index: DrinkIndexSchema.indexKey
            case .distancesToEnd: DrinkIndexSchema.distancesToEndKey
            }
        }
    }
}
