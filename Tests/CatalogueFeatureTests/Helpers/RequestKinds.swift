import Foundation

/// What a request asks, without the value it asks about: "search.php?f", "filter.php?i", "lookup.php?i".
func requestKind(of url: URL) -> String {
    url.lastPathComponent + "?" + String((url.query ?? "").prefix(1))
}

/// How many requests of each kind.
func requestCounts(_ urls: [URL]) -> [String: Int] {
    urls.reduce(into: [:]) { counts, url in counts[requestKind(of: url), default: 0] += 1 }
}
