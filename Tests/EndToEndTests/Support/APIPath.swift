/// The request targets dringo sends with the free key, as they reach the server: path and raw query.
enum APIPath {
    static let feed = "/api/json/v1/1/filter.php?c=Cocktail"

    /// `encodedName` is the query value exactly as it travels, percent-encoded.
    static func search(_ encodedName: String) -> String {
        "/api/json/v1/1/search.php?s=\(encodedName)"
    }

    static func lookup(_ id: Int) -> String {
        "/api/json/v1/1/lookup.php?i=\(id)"
    }
}
