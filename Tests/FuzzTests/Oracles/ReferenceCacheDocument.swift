import FeedCacheInfra
import FeedFeature
import FileStorage
import Foundation

/// The cache document's schema applied to a strict JSON document: what `retrieve()` must deliver.
enum ReferenceCacheDocument {
    static func decode(_ document: JSONValue) -> Result<CachedFeed, DocumentCodecError> {
        guard case let .number(versionLiteral)? = document["version"], let version = ReferenceNumber.integer(versionLiteral) else {
            return .failure(.unreadable)
        }
        // The version is read first, so a newer build's document is reported as such.
        guard version == 1 else { return .failure(.unsupportedVersion(version)) }
        guard case let .number(timestampLiteral)? = document["timestamp"],
            let interval = ReferenceNumber.double(timestampLiteral),
            case let .array(elements)? = document["items"]
        else { return .failure(.unreadable) }
        var items: [LocalCocktailItem] = []
        for element in elements {
            guard let item = item(from: element) else { return .failure(.unreadable) }
            items.append(item)
        }
        return .success(CachedFeed(items, timestamp: Date(timeIntervalSinceReferenceDate: interval)))
    }

    /// An item needs an integer id and a string name; a description or image URL may be missing or
    /// null, but of another type, or a URL that does not parse, spoils the whole document.
    private static func item(from element: JSONValue) -> LocalCocktailItem? {
        guard case let .number(idLiteral)? = element["id"], let id = ReferenceNumber.integer(idLiteral),
            case let .string(name)? = element["name"],
            let description = optionalText(element["description"]),
            let imageURLText = optionalText(element["imageURL"])
        else { return nil }
        var imageURL: URL?
        if let imageURLText {
            guard let url = URL(string: imageURLText) else { return nil }
            imageURL = url
        }
        return LocalCocktailItem(id: id, name: name, description: description, imageURL: imageURL)
    }

    /// `.some(nil)` for a missing or null member, `.some(text)` for a string, nil for any other type.
    private static func optionalText(_ value: JSONValue?) -> String?? {
        switch value {
        case nil, .null?: .some(nil)
        case let .string(text)?: .some(text)
        default: nil
        }
    }
}
