import Foundation
import HTTPCore

/// TheCocktailDB wraps every answer as `{"drinks": …}`; this is what that member held.
///
/// The API answers a miss with `null`, has been seen answering `"None Found"`, and a
/// single malformed drink must not sink the rest, so each element is read on its own.
public enum DrinksEnvelope<Drink: Sendable>: Sendable {
    case drinks([Drink])
    case null
    case text(String)

    /// Reads the envelope, or returns nil when the body is not a JSON object with a `drinks`
    /// member that is a list, `null` or a string. `drink` makes each element of a list into a
    /// drink, or into nil to leave it out; an element that is not an object has no fields.
    /// It is called once per element, in order, while the body is read.
    ///
    /// It reads the body in one pass over its bytes (`DrinksEnvelopeReader`), deciding what
    /// `JSONDecoder` decided with the Codable envelope it replaced, which cost more than the rest of a load:
    /// - the whole body must be JSON, after an optional UTF-8 byte order mark;
    /// - of a repeated key the first counts, in the envelope and in each drink;
    /// - a key that no string can hold (an escape leaves a surrogate unpaired) spoils the envelope,
    ///   or, in a drink, all of that drink's fields; such a string as a value reads as absent;
    /// - names match by Swift's string equality, as the keys of `JSONDecoder`'s dictionaries did;
    /// - nesting deeper than 512 containers is refused, as `JSONDecoder` refused it.
    ///
    /// It refuses bodies that are not JSON although `JSONDecoder` let them through, because it
    /// looked at the syntax of only what it decoded, or accepted more than RFC 8259 does. None is
    /// anything TheCocktailDB sends:
    /// - text in UTF-16 or UTF-32, with or without a byte order mark, which `JSONDecoder` converted;
    /// - a trailing comma in an object or a list;
    /// - a malformed number (`007`, `1.`, `1e+`, `-`), which `JSONDecoder` read as no identifier,
    ///   or as a drink without fields when it was a list's element, or skipped unread;
    /// - an unknown or malformed escape, a raw control character or invalid UTF-8 in a string,
    ///   which `JSONDecoder` read as a missing field, or skipped unread.
    ///
    /// One number parts ways too: an identifier past 2^53 written with a fraction or an exponent
    /// and more than 38 significant digits, which `JSONDecoder` truncated to what `Decimal` kept,
    /// reads as no identifier (`JSONNumberLiteral` tells why).
    ///
    /// Inlinable, so that each feature's drinks are collected by code made for their type.
    @inlinable
    public static func decode(_ data: Data, drink: (borrowing LenientFields) -> Drink?) -> DrinksEnvelope? {
        guard !data.isEmpty else { return nil }
        var drinks: [Drink] = []
        let shape = DrinksEnvelopeReader.read(data) { fields in
            if let element = drink(fields) { drinks.append(element) }
        }
        switch shape {
        case nil: return nil
        case .list?: return .drinks(drinks)
        case .null?: return .null
        case let .text(text)?: return .text(text)
        }
    }
}

extension DrinksEnvelope {
    /// The envelope of an answer, as every mapper of TheCocktailDB's answers reads one: what
    /// `HTTPResponse.checkStatus()` throws unless the answer is HTTP 200, then `RemoteLoadError.invalidData`
    /// when the body is no envelope. What `null`, a text or a list means is each mapper's own.
    @inlinable
    public static func decode(
        _ data: Data, from response: HTTPResponse, drink: (borrowing LenientFields) -> Drink?
    ) throws(RemoteLoadError) -> DrinksEnvelope {
        try response.checkStatus()
        guard let envelope = decode(data, drink: drink) else { throw .invalidData }
        return envelope
    }
}

extension DrinksEnvelope: Equatable where Drink: Equatable {}
