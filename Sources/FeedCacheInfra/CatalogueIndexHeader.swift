import CatalogueFeature
internal import JSONBytes

/// The catalogue document's members up to its index, and when asked the drinks' distances to the end
/// after it, read as `CacheListDocument` reads them: in any order, unknown ones skipped, and of a
/// repeated key the first counts. Each index entry is read as `entry` reads it, so that a question needing
/// less of the entries builds less.
struct CatalogueIndexHeader<Entry> {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
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
            if !version.isMissing, !timestamp.isMissing, !index.isMissing, !readingDistancesToEnd || !distancesToEnd.isMissing { return }
        } while try scanner.continues(closingWith: ASCII.closeBrace)
        try scanner.expectEnd()
    }

    private enum Key: JSONObjectKey {
        case version, timestamp, index, distancesToEnd

        var spelling: StaticString {
            switch self {
            case .version: "version"
            case .timestamp: "timestamp"
            case .index: DrinkIndexSchema.indexKey
            case .distancesToEnd: DrinkIndexSchema.distancesToEndKey
            }
        }
    }
}
