import Foundation

/// TheCocktailDB wraps every answer as `{"drinks": …}`; this is what that member held.
///
/// The API answers a miss with `null`, has been seen answering `"None Found"`, and a
/// single malformed drink must not sink the rest, so each element decodes on its own.
public enum DrinksEnvelope<Drink: Decodable & Sendable>: Sendable {
    case drinks([Drink])
    case null
    case text(String)

    /// Decodes the envelope, or returns nil when the body is not a JSON object with a
    /// `drinks` member that is a list, `null` or a string.
    public static func decode(_ data: Data) -> DrinksEnvelope? {
        guard !data.isEmpty else { return nil }
        return (try? JSONDecoder().decode(Root.self, from: data))?.drinks
    }

    private struct Root: Decodable {
        let drinks: DrinksEnvelope?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let key = AnyCodingKey("drinks")
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

extension DrinksEnvelope: Equatable where Drink: Equatable {}
