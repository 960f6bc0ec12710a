import Foundation

/// Total readers for one drink's members: a wrong type reads as absent, never as an error.
public struct LenientFields {
    private let container: KeyedDecodingContainer<AnyCodingKey>?

    /// Never throws: a drink that is not a JSON object has no fields.
    public init(from decoder: any Decoder) {
        container = try? decoder.container(keyedBy: AnyCodingKey.self)
    }

    /// A string with surrounding whitespace removed, or nil when it is missing, not a string or blank.
    public func trimmedText(_ name: String) -> String? {
        guard let raw = try? container?.decodeIfPresent(String.self, forKey: AnyCodingKey(name)) else { return nil }
        let trimmed = raw.trimmedOfWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An identifier sent as an all-digit string (the API's habit) or as a non-negative JSON integer.
    public func identifier(_ name: String) -> Int? {
        let key = AnyCodingKey(name)
        if let text = try? container?.decodeIfPresent(String.self, forKey: key) {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return Int(text)
        }
        guard let number = try? container?.decodeIfPresent(Int.self, forKey: key), number >= 0 else { return nil }
        return number
    }

    /// An absolute HTTP(S) URL with a host, or nil.
    public func webURL(_ name: String) -> URL? {
        guard let text = trimmedText(name), let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
