import CocktailDBAPI
import Foundation

// The envelope and fields as the first builds read them, with `JSONDecoder`: the reference the
// one-pass reader is checked against. Only the names differ from the code it replaced.

/// TheCocktailDB wraps every answer as `{"drinks": …}`; this is what that member held.
///
/// The API answers a miss with `null`, has been seen answering `"None Found"`, and a
/// single malformed drink must not sink the rest, so each element decodes on its own.
enum CodableDrinksEnvelope<Drink: Decodable & Sendable>: Sendable {
    case drinks([Drink])
    case null
    case text(String)

    /// Decodes the envelope, or returns nil when the body is not a JSON object with a
    /// `drinks` member that is a list, `null` or a string.
    static func decode(_ data: Data) -> CodableDrinksEnvelope? {
        guard !data.isEmpty else { return nil }
        return (try? JSONDecoder().decode(Root.self, from: data))?.drinks
    }

    private struct Root: Decodable {
        let drinks: CodableDrinksEnvelope?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ReferenceCodingKey.self)
            let key = ReferenceCodingKey("drinks")
            guard container.contains(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no drinks member"))
            }
            if try container.decodeNil(forKey: key) {
                drinks = .null
            } else if let list = try? container.decode([Element].self, forKey: key) {
                drinks = .drinks(list.compactMap(\.drink))
            } else if let text = try? container.decode(String.self, forKey: key) {
                drinks = .text(text)
            } else {
                drinks = nil
            }
        }
    }

    /// Never throws, so a drink that fails to decode drops out alone instead of failing the list.
    private struct Element: Decodable {
        let drink: Drink?

        init(from decoder: any Decoder) {
            drink = try? Drink(from: decoder)
        }
    }
}

/// Total readers for one drink's members: a wrong type reads as absent, never as an error.
struct CodableLenientFields {
    private let container: KeyedDecodingContainer<ReferenceCodingKey>?

    /// Never throws: a drink that is not a JSON object has no fields.
    init(from decoder: any Decoder) {
        container = try? decoder.container(keyedBy: ReferenceCodingKey.self)
    }

    /// A string with surrounding whitespace removed, or nil when it is missing, not a string or blank.
    func trimmedText(_ name: String) -> String? {
        guard let raw = try? container?.decodeIfPresent(String.self, forKey: ReferenceCodingKey(name)) else { return nil }
        let trimmed = raw.trimmedOfWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An identifier sent as an all-digit string (the API's habit) or as a non-negative JSON integer.
    func identifier(_ name: String) -> Int? {
        let key = ReferenceCodingKey(name)
        if let text = try? container?.decodeIfPresent(String.self, forKey: key) {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return Int(text)
        }
        guard let number = try? container?.decodeIfPresent(Int.self, forKey: key), number >= 0 else { return nil }
        return number
    }

    /// An absolute HTTP(S) URL with a host, or nil.
    func webURL(_ name: String) -> URL? {
        guard let text = trimmedText(name), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}

/// A coding key computed at run time, such as `strIngredient7`.
struct ReferenceCodingKey: CodingKey, Sendable, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension CodableDrinksEnvelope: Equatable where Drink: Equatable {}
