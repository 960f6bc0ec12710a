import FeedFeature
import Foundation

/// The document's members as the decoder met them.
struct DocumentMembers {
    var version = Member<Int>.missing
    var timestamp = Member<Double>.missing
    var items = Member<[LocalCocktailItem]>.missing

    /// False once the version shows the items will not be used, so they need only be checked for syntax.
    var mayBeVersion1: Bool {
        switch version {
        case .missing: true
        case let .valid(version): version == FeedCacheDocument.version
        case .invalid: false
        }
    }

    /// The version decides first, as the Codable DTOs did.
    func cachedFeed() throws(FileSystemFeedStore.Error) -> CachedFeed {
        guard case let .valid(version) = version else { throw .unreadableCache }
        guard version == FeedCacheDocument.version else { throw .unsupportedVersion(version) }
        guard case let .valid(timestamp) = timestamp, case let .valid(items) = items else { throw .unreadableCache }
        return CachedFeed(feed: items, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}

/// One item's members as the decoder met them.
struct ItemMembers {
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

/// The keys of the document object.
enum DocumentKey: JSONObjectKey {
    case version, timestamp, items

    var spelling: StaticString {
        switch self {
        case .version: "version"
        case .timestamp: "timestamp"
        case .items: "items"
        }
    }
}

/// The keys of an item object.
enum ItemKey: JSONObjectKey {
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
