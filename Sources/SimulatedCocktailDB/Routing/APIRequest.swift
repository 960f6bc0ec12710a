import Foundation

/// A request to TheCocktailDB's API, read from the end of its path, `…/api/json/v1/<key>/<script>`,
/// so that whatever the origin puts before it (a port, a path prefix) does not matter.
struct APIRequest: Equatable {
    enum Version: Sendable, Hashable {
        case v1
        case v2
    }

    let version: Version
    let script: String
    /// Each parameter's value, percent-decoded and with `+` as a space, as PHP reads a query;
    /// of a name given twice the last counts, as in PHP.
    let query: [String: String]

    init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        let segments = components.path.split(separator: "/").map(String.init)
        guard segments.count >= 5 else { return nil }
        let tail = Array(segments.suffix(5))
        guard tail[0] == "api", tail[1] == "json" else { return nil }
        switch tail[2] {
        case "v1": version = .v1
        case "v2": version = .v2
        default: return nil
        }
        // tail[3] is the key: any is welcome, as the demo has nothing to protect.
        script = tail[4]
        query = Self.parameters(components.percentEncodedQuery ?? "")
    }

    private static func parameters(_ query: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decoded(parts[0])
            guard !name.isEmpty else { continue }
            parameters[name] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return parameters
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
