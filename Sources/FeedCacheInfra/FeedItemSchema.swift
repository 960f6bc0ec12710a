import FeedFeature
import Foundation
import HTTPCore

/// The feed cache's items:
///
///     {"id":<Int>,"name":<String>,"description":<String>,"imageURL":<String>}
///
/// `description` and `imageURL` are left out when there is none, and read when missing or null.
/// An image URL that `URL(string:)` refuses spoils the whole document, as it did for `JSONDecoder`.
enum FeedItemSchema: CacheListSchema {
    static let members: [SchemaMember<LocalCocktailItem, ItemMembers>] = [
        .value("id", \.id, \.id),
        .value("name", \.name, \.name),
        .optionalText("description", \.description, \.description),
        .optionalText("imageURL", \.imageURLText, \.imageURL, checkedBy: imageURL),
    ]

    static func element(from members: ItemMembers) -> LocalCocktailItem? {
        guard !members.hasUnreadableKey, case let .valid(id) = members.id, case let .valid(name) = members.name,
            let description = members.description.valueIfPresent(), let imageURL = members.imageURL.valueIfPresent()
        else { return nil }
        return LocalCocktailItem(id: id, name: name, description: description, imageURLText: imageURL)
    }

    static var listKey: StaticString { "items" }

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

/// One item's members as the decoder met them. Unlike the document's keys, an item's keys were read
/// only after the version, so a key no string can hold spoils only its item.
struct ItemMembers: ObjectMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var description = Member<String?>.missing
    var imageURL = Member<String?>.missing
    var hasUnreadableKey = false
}
