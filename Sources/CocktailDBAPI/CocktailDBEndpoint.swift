import Foundation

/// Builds TheCocktailDB URLs under a configurable origin.
///
/// The origin's scheme, host, port and path prefix are kept as they are; the API's
/// path is appended and the query comes last, percent-encoded so that a value such
/// as `Tommy's Margarita & Co` stays one value.
public struct CocktailDBEndpoint: Sendable, Equatable {
    public let baseURL: URL
    public let key: APIKey

    public init(baseURL: URL, key: APIKey) {
        self.baseURL = baseURL
        self.key = key
    }

    /// `/api/json/v1/1` for the free key, `/api/json/v2/KEY` for any other.
    var versionPrefix: [String] {
        key.isFreeTestKey ? ["api", "json", "v1", "1"] : ["api", "json", "v2", key.value]
    }

    public func url(script: String, query: [(name: String, value: String)] = []) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        for segment in versionPrefix + [script] {
            path += "/" + Self.percentEncoded(segment)
        }
        components.percentEncodedPath = path
        if query.isEmpty {
            components.percentEncodedQuery = nil
        } else {
            components.percentEncodedQuery =
                query
                .map { Self.percentEncoded($0.name) + "=" + Self.percentEncoded($0.value) }
                .joined(separator: "&")
        }
        components.fragment = nil
        return components.url ?? baseURL
    }

    /// RFC 3986 unreserved characters pass; every other byte of the UTF-8 is escaped.
    static func percentEncoded(_ string: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return encoded
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
}
