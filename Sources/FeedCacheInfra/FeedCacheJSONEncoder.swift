import FeedFeature
import Foundation
internal import JSONBytes

/// Writes the version 1 document in one pass into a buffer sized for it up front.
enum FeedCacheJSONEncoder {
    static func encode(_ feed: [LocalCocktailItem], timestamp: Date) throws -> [UInt8] {
        let interval = try CacheTimestamp.interval(of: timestamp)
        var writer = JSONByteWriter(reservingCapacity: estimatedSize(of: feed))
        writer.appendRaw("{\"version\":")
        writer.appendInteger(FeedCacheDocument.version)
        writer.appendRaw(",\"timestamp\":")
        writer.appendNumber(interval)
        writer.appendRaw(",\"items\":[")
        for (index, item) in feed.enumerated() {
            if index > 0 { writer.appendRaw(",") }
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
        writer.appendRaw("]}")
        return writer.bytes
    }

    /// The text's own bytes plus room for the keys, an id and a typical image URL per item;
    /// escapes or longer URLs make the buffer grow, which they rarely need to.
    private static func estimatedSize(of feed: [LocalCocktailItem]) -> Int {
        feed.reduce(64) { size, item in
            size + 160 + item.name.utf8.count + (item.description?.utf8.count ?? 0)
        }
    }
}
