/// The request targets dringo sends, as they reach the server: path and raw query. The free key's
/// come first; the ones taking `key:` are a production key's, under v2.
enum APIPath {
    static let feed = "/api/json/v1/1/filter.php?c=Cocktail"

    /// `encodedName` is the query value exactly as it travels, percent-encoded.
    static func search(_ encodedName: String) -> String {
        "/api/json/v1/1/search.php?s=\(encodedName)"
    }

    static func lookup(_ id: Int) -> String {
        "/api/json/v1/1/lookup.php?i=\(id)"
    }

    /// A production key's feed, the popular list of full drinks, under v2.
    static func popular(key: String) -> String {
        "/api/json/v2/\(key)/popular.php"
    }

    /// `search(_:)` with a production key, under v2.
    static func search(_ encodedName: String, key: String) -> String {
        "/api/json/v2/\(key)/search.php?s=\(encodedName)"
    }

    /// `lookup(_:)` with a production key, under v2.
    static func lookup(_ id: Int, key: String) -> String {
        "/api/json/v2/\(key)/lookup.php?i=\(id)"
    }
}
