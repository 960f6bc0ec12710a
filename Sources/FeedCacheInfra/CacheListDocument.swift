import FileStorage
import Foundation
internal import JSONBytes
import StoreCore

/// The JSON form of both caches, version 1: a list of one schema's elements and its save date,
///
///     {"version":1,"timestamp":<seconds since 2001-01-01 as a Double>,"<list key>":[<element>, ...]}
///
/// with the schema's leading members, made from the list, before the list, and, for a schema that asks
/// for it, a `DocumentChecksum` of all that follows it before the version.
///
/// It is what `JSONEncoder` and `JSONDecoder` wrote and read for the Codable DTOs the test suite keeps
/// as the reference; written and read here in one pass, because a whole list is read by every
/// command that uses it. Reading decides what `JSONDecoder` decided:
/// - members may come in any order, with whitespace and unknown members; of a repeated key the first counts;
/// - `version` is judged first, so a well-formed document of another version is `unsupportedVersion`
///   whatever else it holds;
/// - one element that does not fit the schema spoils the whole document;
/// - numbers read as `JSONNumberLiteral` describes.
///
/// It is stricter than `JSONDecoder` with bytes that are not JSON, which that decoder let through
/// where it never looked: trailing commas, malformed numbers, escapes or UTF-8 inside unknown
/// members, UTF-16 or UTF-32 text. Two kinds of number literal part ways too, as
/// `JSONNumberLiteral` tells. No `dringo` ever wrote any of them.
enum CacheListDocument<Schema: CacheListSchema> {
    static var version: Int { 1 }

    /// The list is written first, so that the leading members can say where each element stands.
    static func encode(_ cache: Cached<[Schema.Element]>) throws -> [UInt8] {
        let interval = try CacheTimestamp.interval(of: cache.timestamp)
        var list = JSONByteWriter(reservingCapacity: cache.resource.reduce(64) { $0 + Schema.estimatedSize(of: $1) })
        var starts: [Int] = []
        starts.reserveCapacity(cache.resource.count)
        list.appendRaw("[")
        for (index, element) in cache.resource.enumerated() {
            if index > 0 { list.appendRaw(",") }
            starts.append(list.bytes.count)
            Schema.write(element, to: &list)
        }
        list.appendRaw("]}")
        var writer = JSONByteWriter(reservingCapacity: 256)
        writer.appendRaw("\"version\":")
        writer.appendInteger(version)
        writer.appendRaw(",\"timestamp\":")
        writer.appendNumber(interval)
        writer.appendRaw(",")
        Schema.writeLeadingMembers(of: cache.resource, distancesToEnd: starts.map { list.bytes.count - $0 }, to: &writer)
        writer.appendRaw("\"")
        writer.appendRaw(Schema.listKey)
        writer.appendRaw("\":")
        var document = Schema.isChecksummed ? DocumentChecksum.unsealedOpening : [ASCII.openBrace]
        document.reserveCapacity(document.count + writer.bytes.count + list.bytes.count)
        document.append(contentsOf: writer.bytes)
        document.append(contentsOf: list.bytes)
        if Schema.isChecksummed { DocumentChecksum.seal(&document) }
        return document
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> Cached<[Schema.Element]> {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        let members: CacheDocumentMembers<Schema.Element>
        do {
            members = try document(from: &scanner)
        } catch {
            throw .unreadable
        }
        return try members.cached(ifVersion: version)
    }

    /// Reads the whole document, so that a syntax error anywhere makes it unreadable before its version is looked at.
    private static func document(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> CacheDocumentMembers<Schema.Element> {
        scanner.skipByteOrderMark()
        try scanner.consume(ASCII.openBrace)
        var members = CacheDocumentMembers<Schema.Element>()
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let key = try scanner.scanKey()
                // `JSONDecoder` read every key of the document before any value, so a key no
                // string can hold spoils the document whatever its version.
                switch scanner.match(key, as: DocumentKey.self) {
                case .unreadable:
                    throw scanner.syntaxError
                case .known(.version) where members.version.isMissing:
                    members.version = try scanner.integerMember(depth: 2)
                case .known(.timestamp) where members.timestamp.isMissing:
                    members.timestamp = try scanner.doubleMember(depth: 2)
                case .known(.list) where members.list.isMissing:
                    members.list = try scanner.array(depth: 2, building: members.mayBe(version: version)) {
                        scanner throws(JSONSyntaxError) in try Schema.read(from: &scanner, depth: 3)
                    }
                case .known, .unknown:
                    try scanner.skipValue(depth: 2)
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        try scanner.expectEnd()
        return members
    }

    /// The keys of the document object.
    private enum DocumentKey: JSONObjectKey {
        case version, timestamp, list

        var spelling: StaticString {
            switch self {
            case .version: "version"
            case .timestamp: "timestamp"
            case .list: Schema.listKey
            }
        }
    }
}

/// The document's members as the decoder met them.
struct CacheDocumentMembers<Element: Sendable> {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
    var list = Member<[Element]>.missing

    /// False once the version shows the list will not be used, so it need only be checked for syntax.
    func mayBe(version expected: Int) -> Bool {
        switch version {
        case .missing: true
        case let .valid(version): version == expected
        case .invalid: false
        }
    }

    /// The version decides first, so a newer build's document is reported as such rather than as corrupt.
    func cached(ifVersion expected: Int) throws(DocumentCodecError) -> Cached<[Element]> {
        guard case let .valid(version) = version else { throw .unreadable }
        guard version == expected else { throw .unsupportedVersion(version) }
        guard case let .valid(timestamp) = timestamp, case let .valid(list) = list else { throw .unreadable }
        return Cached(list, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}
