import FeedFeature
import Foundation
import HTTPCore
internal import JSONBytes

/// Reads a feed cache document in one pass over its bytes, deciding what `JSONDecoder` decided
/// with the Codable DTOs it replaced:
/// - members may come in any order, with whitespace and unknown members; of a repeated key the first counts;
/// - `version` is judged first, so a well-formed document of another version is `unsupportedVersion`
///   whatever else it holds;
/// - `description` and `imageURL` may be missing or null, and an image URL that `URL(string:)`
///   refuses spoils the whole document;
/// - numbers read as `JSONNumberLiteral` describes.
///
/// It is stricter than `JSONDecoder` with bytes that are not JSON, which that decoder let through
/// where it never looked: trailing commas, malformed numbers, escapes or UTF-8 inside unknown
/// members, UTF-16 or UTF-32 text. Two kinds of number literal part ways too, as
/// `JSONNumberLiteral` tells. No `dringo` ever wrote any of them.
struct FeedCacheJSONDecoder {
    private var scanner: JSONByteScanner

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileSystemFeedStore.Error) -> CachedFeed {
        var decoder = FeedCacheJSONDecoder(scanner: JSONByteScanner(bytes))
        let members: DocumentMembers
        do {
            members = try decoder.document()
        } catch {
            throw .unreadableCache
        }
        return try members.cachedFeed()
    }

    /// Reads the whole document, so that a syntax error anywhere makes it unreadable before its version is looked at.
    private mutating func document() throws(JSONSyntaxError) -> DocumentMembers {
        scanner.skipByteOrderMark()
        try scanner.consume(ASCII.openBrace)
        var members = DocumentMembers()
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
                case .known(.items) where members.items.isMissing:
                    members.items = try items(building: members.mayBeVersion1)
                case .known, .unknown:
                    try scanner.skipValue(depth: 2)
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        try scanner.expectEnd()
        return members
    }

    /// The items, or `.invalid` once one of them is; the rest are then only checked for syntax.
    private mutating func items(building: Bool) throws(JSONSyntaxError) -> Member<[LocalCocktailItem]> {
        guard scanner.peekAfterWhitespace() == ASCII.openBracket else {
            try scanner.skipValue(depth: 2)
            return .invalid
        }
        try scanner.consume(ASCII.openBracket)
        var items: [LocalCocktailItem] = []
        var isValid = building
        if !scanner.consumeIfPresent(ASCII.closeBracket) {
            repeat {
                if isValid {
                    if let item = try item() { items.append(item) } else { isValid = false }
                } else {
                    try scanner.skipValue(depth: 3)
                }
            } while try scanner.continues(closingWith: ASCII.closeBracket)
        }
        return isValid ? .valid(items) : .invalid
    }

    /// One item, or nil when it does not fit the schema; either way the whole value is consumed.
    private mutating func item() throws(JSONSyntaxError) -> LocalCocktailItem? {
        guard scanner.peekAfterWhitespace() == ASCII.openBrace else {
            try scanner.skipValue(depth: 3)
            return nil
        }
        try scanner.consume(ASCII.openBrace)
        var members = ItemMembers()
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let key = try scanner.scanKey()
                switch scanner.match(key, as: ItemKey.self) {
                case .known(.id) where members.id.isMissing:
                    members.id = try scanner.integerMember(depth: 4)
                case .known(.name) where members.name.isMissing:
                    members.name = try scanner.stringMember(depth: 4)
                case .known(.description) where members.description.isMissing:
                    members.description = try scanner.optionalStringMember(depth: 4)
                case .known(.imageURL) where members.imageURL.isMissing:
                    members.imageURL = try scanner.optionalStringMember(depth: 4).map(Self.imageURL)
                case .unreadable:
                    // Unlike the document's keys, an item's keys were read only after the version.
                    members.hasUnreadableKey = true
                    try scanner.skipValue(depth: 4)
                case .known, .unknown:
                    try scanner.skipValue(depth: 4)
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        return members.item()
    }

    /// `.some(nil)` for no URL, nil for text that `URL(string:)` refuses. The URL is only a check:
    /// its text is kept, and a plain web URL, which is every URL dringo saves from TheCocktailDB,
    /// needs no parse.
    private static func imageURL(from text: String?) -> String?? {
        guard let text else { return .some(nil) }
        if WebURL.isPlain(text) { return .some(text) }
        return URL(string: text).map { .some($0.absoluteString) }
    }
}
