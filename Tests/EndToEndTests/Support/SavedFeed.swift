import Foundation

/// What the feed cache holds, as a reader of the contract sees it: nothing, or one whole document.
enum SavedFeed: Sendable, Equatable {
    case absent
    /// A whole version-1 document, listing these names in order.
    case names([String])
}

extension FeedCacheFile {
    /// The document this build writes has this version.
    static let documentVersion = 1

    /// Reads `feed.json`, which no dringo may be writing at the moment.
    /// - Throws: `TornFeedCache` when the file is there but is not a whole version-1 document:
    ///   cut short, mixed, or not JSON at all.
    func savedFeed() throws -> SavedFeed {
        guard exists else { return .absent }
        let data = try contents()
        let torn = { (reason: String) in TornFeedCache(reason: reason, data: data) }
        guard let document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw torn("not a JSON object")
        }
        guard (document["version"] as? NSNumber)?.intValue == Self.documentVersion else {
            throw torn("version \(document["version"] ?? "missing"), not \(Self.documentVersion)")
        }
        guard document["timestamp"] is NSNumber else { throw torn("no numeric timestamp") }
        guard let items = document["items"] as? [[String: Any]] else { throw torn("no list of items") }
        let names = items.compactMap { $0["name"] as? String }
        guard names.count == items.count, items.allSatisfy({ $0["id"] is NSNumber }) else {
            throw torn("an item without an id or a name")
        }
        return .names(names)
    }
}

/// A feed cache that no reader could trust: the failure every crash-safety test looks for.
struct TornFeedCache: Error, CustomStringConvertible {
    let reason: String
    let data: Data

    var description: String {
        let text = String(decoding: data, as: UTF8.self)
        return
            "feed.json is torn (\(reason)): \(data.count) bytes, starting \(text.prefix(80).debugDescription), ending \(text.suffix(80).debugDescription)"
    }
}
