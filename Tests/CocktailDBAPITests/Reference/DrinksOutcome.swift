import CocktailDBAPI
import Foundation
import Testing

/// The readers both kinds of fields offer, so one probe reads a drink through either.
protocol DrinkFieldReading: ~Copyable {
    func trimmedText(_ name: String) -> String?
    func identifier(_ name: String) -> Int?
    func webURL(_ name: String) -> URL?
    func webURLText(_ name: String) -> String?
}

extension LenientFields: DrinkFieldReading {}
extension CodableLenientFields: DrinkFieldReading {
    /// What the reader's `webURLText` must give: the text of the reference's URL.
    func webURLText(_ name: String) -> String? {
        webURL(name)?.absoluteString
    }
}

/// Everything the features read of a drink, and a few names they do not, read one way or the other.
struct DrinkReadout: Equatable, Sendable {
    /// The trimmed texts as UTF-8, so that canonically equivalent spellings still count as different.
    let texts: [[UInt8]?]
    let identifiers: [Int?]
    let imageURL: String?
    let imageURLText: String?

    /// What the mappers read, plus names that only a key spelled oddly can match: "K" by the
    /// KELVIN SIGN, "é" decomposed, the empty name, and the envelope's own.
    static let textNames =
        ["idDrink", "strDrink", "strInstructions", "strDrinkThumb"]
        + (1...15).flatMap { ["strIngredient\($0)", "strMeasure\($0)"] }
        + ["drinks", "", "K", "é"]
    static let identifierNames = ["idDrink", "strDrink", "strMeasure1"]

    init<Fields: DrinkFieldReading & ~Copyable>(_ fields: borrowing Fields) {
        texts = Self.textNames.map { fields.trimmedText($0).map { Array($0.utf8) } }
        identifiers = Self.identifierNames.map { fields.identifier($0) }
        imageURL = fields.webURL("strDrinkThumb")?.absoluteString
        imageURLText = fields.webURLText("strDrinkThumb")
    }
}

/// What one of the two implementations made of a body, comparable with `==` down to the bytes.
enum DrinksOutcome: Equatable, Sendable, CustomTestStringConvertible {
    case refused
    case null
    case text([UInt8])
    case drinks([DrinkReadout])

    /// The one-pass reader's answer.
    static func ofReader(_ data: Data) -> DrinksOutcome {
        switch DrinksEnvelope.decode(data, drink: { DrinkReadout($0) }) {
        case nil: .refused
        case .null?: .null
        case let .text(text)?: .text(Array(text.utf8))
        case let .drinks(drinks)?: .drinks(drinks)
        }
    }

    /// The `JSONDecoder` reference's answer.
    static func ofReference(_ data: Data) -> DrinksOutcome {
        switch CodableDrinksEnvelope<ReferenceDrink>.decode(data) {
        case nil: .refused
        case .null?: .null
        case let .text(text)?: .text(Array(text.utf8))
        case let .drinks(drinks)?: .drinks(drinks.map(\.readout))
        }
    }

    var isRefused: Bool { self == .refused }

    var testDescription: String {
        switch self {
        case .refused: "refused"
        case .null: "null"
        case let .text(text): "text \(String(decoding: text, as: UTF8.self).debugDescription)"
        case let .drinks(drinks):
            "\(drinks.count) drinks: \(drinks.prefix(3).map { "\($0.identifiers[0].map(String.init) ?? "-") \($0.texts[1].map { String(decoding: $0, as: UTF8.self) }.debugDescription)" })"
        }
    }

    /// A drink for the reference: every element of a list decodes, as every element is read.
    private struct ReferenceDrink: Decodable, Sendable {
        let readout: DrinkReadout

        init(from decoder: any Decoder) {
            readout = DrinkReadout(CodableLenientFields(from: decoder))
        }
    }
}
