import FeedFeature
import Foundation
import HTTPCore
internal import JSONBytes

/// The feed cache's items:
///
///     {"id":<Int>,"name":<String>,"description":<String>,"imageURL":<String>}
///
/// `description` and `imageURL` are left out when there is none, and read when missing or null.
/// An image URL that `URL(string:)` refuses spoils the whole document, as it did for `JSONDecoder`.
enum FeedItemSchema: CacheListSchema {
    static var listKey: StaticString { "items" }

    static func element(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> LocalCocktailItem? {
        var members = ItemMembers()
        let isObject = try scanner.object(depth: 3) { scanner, key throws(JSONSyntaxError) in
            switch scanner.match(key, as: ItemKey.self) {
            case .known(.id) where members.id.isMissing:
                members.id = try scanner.integerMember(depth: 4)
            case .known(.name) where members.name.isMissing:
                members.name = try scanner.stringMember(depth: 4)
            case .known(.description) where members.description.isMissing:
                members.description = try scanner.optionalStringMember(depth: 4)
            case .known(.imageURL) where members.imageURL.isMissing:
                members.imageURL = try scanner.optionalStringMember(depth: 4).map(imageURL)
            case .unreadable:
                // Unlike the document's keys, an item's keys were read only after the version.
                members.hasUnreadableKey = true
                try scanner.skipValue(depth: 4)
            case .known, .unknown:
                try scanner.skipValue(depth: 4)
            }
        }
        return isObject ? members.item() : nil
    }

    static func append(_ item: LocalCocktailItem, to writer: inout JSONByteWriter) {
        writer.appendRaw("{\"id\":")
        writer.appendInteger(item.id)
        writer.appendRaw(",\"name\":")
        writer.appendString(item.name)
        // Missing rather than null, as `JSONEncoder` left out a nil optional.
        if let description = item.description {
            writer.appendRaw(",\"description\":")
            writer.appendString(description)
        }
        if let imageURL = item.imageURLText {
            writer.appendRaw(",\"imageURL\":")
            writer.appendString(imageURL)
        }
        writer.appendRaw("}")
    }

    /// The text's own bytes plus room for the keys, an id and a typical image URL; escapes or
    /// longer URLs make the buffer grow, which they rarely need to.
    static func estimatedSize(of item: LocalCocktailItem) -> Int {
        160 + item.name.utf8.count + (item.description?.utf8.count ?? 0)
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

/// One item's members as the decoder met them.
private struct ItemMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var description = Member<String?>.missing
    var imageURL = Member<String?>.missing
    var hasUnreadableKey = false

    /// The item, when the id and name are there and nothing is of the wrong type.
    func item() -> LocalCocktailItem? {
        guard !hasUnreadableKey, case let .valid(id) = id, case let .valid(name) = name,
            let description = description.valueIfPresent(), let imageURL = imageURL.valueIfPresent()
        else { return nil }
        return LocalCocktailItem(id: id, name: name, description: description, imageURLText: imageURL)
    }
}

/// The keys of an item object.
private enum ItemKey: JSONObjectKey {
    case id, name, description, imageURL

    var spelling: StaticString {
        switch self {
        case .id: "id"
        case .name: "name"
        case .description: "description"
        case .imageURL: "imageURL"
        }
    }
}
