import FeedCacheInfra
import FeedFeature
import FileStorage
import Foundation

/// The cache's JSON form as the first builds wrote and read it, with `JSONEncoder` and
/// `JSONDecoder`: the reference the hand-written encoder and decoder are checked against.
enum CodableFeedCacheDocument {
    static let version = 1

    static func encode(_ feed: [LocalCocktailItem], timestamp: Date) throws -> Data {
        let document = Document(version: version, timestamp: timestamp, items: feed.map(Item.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return try encoder.encode(document)
    }

    /// The cached feed, or `unreadable` / `unsupportedVersion` when the bytes are not a document this build writes.
    static func decode(_ data: Data) throws -> CachedFeed {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DocumentCodecError {
            throw error
        } catch {
            throw DocumentCodecError.unreadable
        }
        return CachedFeed(try document.items.map { try $0.local() }, timestamp: document.timestamp)
    }
}

/// The timestamp uses `JSONEncoder`'s default: seconds since 2001-01-01 as a `Double`, which round-trips exactly.
private struct Document: Codable {
    let version: Int
    let timestamp: Date
    let items: [Item]
}

extension Document {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        // Checked first, so a document from a newer build is reported as such rather than as corrupt.
        guard version == CodableFeedCacheDocument.version else {
            throw DocumentCodecError.unsupportedVersion(version)
        }
        timestamp = try container.decode(Date.self, forKey: .timestamp)
        items = try container.decode([Item].self, forKey: .items)
    }
}

private struct Item: Codable {
    let id: Int
    let name: String
    let description: String?
    let imageURL: String?

    init(_ item: LocalCocktailItem) {
        id = item.id
        name = item.name
        description = item.description
        imageURL = item.imageURL?.absoluteString
    }

    func local() throws -> LocalCocktailItem {
        LocalCocktailItem(id: id, name: name, description: description, imageURL: try imageURL.map(Self.url))
    }

    /// The cache is our own format, so an image URL that does not parse makes the whole document invalid.
    private static func url(from string: String) throws -> URL {
        guard let url = URL(string: string) else { throw DocumentCodecError.unreadable }
        return url
    }
}
