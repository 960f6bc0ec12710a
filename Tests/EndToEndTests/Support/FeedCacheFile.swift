import Foundation

/// The feed cache on disk, `<DRINGO_CACHE_DIR>/feed.json`, as the tests see it from outside dringo.
///
/// The document is JSON with a `version`, a `timestamp` (`JSONEncoder`'s default for a date:
/// seconds since 2001-01-01 as a number) and the `items`.
struct FeedCacheFile: Sendable {
    let url: URL

    var exists: Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    func contents() throws -> Data {
        try Data(contentsOf: url)
    }

    func replaceContents(with data: Data) throws {
        try data.write(to: url, options: .atomic)
    }

    /// The document as a JSON object; throws when the file is not one.
    func document() throws -> [String: Any] {
        guard let document = try JSONSerialization.jsonObject(with: contents()) as? [String: Any] else {
            throw NotAJSONObject(url: url)
        }
        return document
    }

    /// Makes the saved list look saved at `date`, leaving the rest of the document alone.
    /// dringo reads the real clock, so tests pick `date` relative to now.
    func setSavedAt(_ date: Date) throws {
        try setField("timestamp", to: date.timeIntervalSinceReferenceDate)
    }

    func setField(_ name: String, to value: Any) throws {
        var document = try document()
        document[name] = value
        try replaceContents(with: JSONSerialization.data(withJSONObject: document))
    }

    struct NotAJSONObject: Error, CustomStringConvertible {
        let url: URL
        var description: String { "\(url.path) does not hold a JSON object" }
    }
}
