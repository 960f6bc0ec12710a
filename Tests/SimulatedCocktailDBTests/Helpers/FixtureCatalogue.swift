import Foundation
import TestSupport
import Testing

/// One drink of `Tests/Fixtures/thecocktaildb/catalogue`, read with Foundation's own parser.
struct FixtureDrink: Sendable, Equatable {
    let letter: Character
    let id: String
    let name: String
    let thumbnail: String?
    let category: String?
    let alcoholic: String?
    let glass: String?
    /// The slots that hold a string, in slot order.
    let ingredients: [String]

    var numericID: Int { Int(id) ?? .max }
}

/// The real catalogue, read on its own, and the answers the free key's rules make of it
/// (`/work/notes` restates them): what the demo's answers are held to.
enum FixtureCatalogue {
    static let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    static let freeKeyLetterCap = 25
    static let freeKeyListCap = 100

    /// Every drink, letter by letter, in each file's order.
    static func drinks() throws -> [FixtureDrink] {
        try loaded.get()
    }

    static func drinks(startingWith letter: Character) throws -> [FixtureDrink] {
        try drinks().filter { $0.letter == letter }
    }

    static func fileData(_ letter: Character) throws -> Data {
        try Fixtures.data("catalogue/f-\(letter).json")
    }

    /// A recorded drink's object, for comparing what is served with what was recorded.
    static func object(withID id: String) throws -> NSDictionary? {
        guard let drink = try drinks().first(where: { $0.id == id }) else { return nil }
        return try objects(startingWith: drink.letter).first { $0["idDrink"] as? String == id }
    }

    /// A letter file's drink objects, in its order.
    static func objects(startingWith letter: Character) throws -> [NSDictionary] {
        try objects(in: fileData(letter)).map { $0 as NSDictionary }
    }

    // MARK: - The free key's rules

    enum Field: String, CaseIterable, Sendable {
        case category = "c"
        case glass = "g"
        case alcoholic = "a"
        case ingredient = "i"

        var listMember: String {
            switch self {
            case .category: "strCategory"
            case .glass: "strGlass"
            case .alcoholic: "strAlcoholic"
            case .ingredient: "strIngredient1"
            }
        }

        func values(of drink: FixtureDrink) -> [String] {
            switch self {
            case .category: [drink.category].compactMap { $0 }
            case .glass: [drink.glass].compactMap { $0 }
            case .alcoholic: [drink.alcoholic].compactMap { $0 }
            case .ingredient: drink.ingredients
            }
        }
    }

    /// Case and surrounding white space ignored, `_` read as a space.
    static func matchKey(_ value: String) -> String {
        value.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The ids `filter.php` should answer: the matching drinks by name ignoring case, then id, up to `cap`.
    static func filterIDs(_ field: Field, _ value: String, cap: Int = .max) throws -> [String] {
        let key = matchKey(value)
        guard !key.isEmpty else { return [] }
        return try byName.get().filter { $0.keys[field]?.contains(key) == true }.prefix(cap).map(\.drink.id)
    }

    /// The values `list.php` should answer: each non-blank one once by its match key, spelled as the
    /// drink with the lowest id spells it, in that order, up to `cap`.
    static func listValues(_ field: Field, cap: Int = .max) throws -> [String] {
        var seen = Set<String>()
        var values: [String] = []
        for drink in try drinks().sorted(by: { $0.numericID < $1.numericID }) {
            for value in field.values(of: drink) where !matchKey(value).isEmpty && seen.insert(matchKey(value)).inserted {
                values.append(value)
            }
        }
        return Array(values.prefix(cap))
    }

    // MARK: - Reading

    private struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    private static let loaded: Result<[FixtureDrink], Unreadable> = {
        do {
            return .success(try read())
        } catch {
            return .failure(Unreadable(description: "\(error)"))
        }
    }()

    /// Every drink by name ignoring case, then id, with the match keys of its values: read once, as
    /// each filter's expected answer is computed from it.
    private static let byName: Result<[(drink: FixtureDrink, keys: [Field: Set<String>])], Unreadable> = loaded.map { drinks in
        drinks
            .sorted { ($0.name.lowercased(), $0.numericID) < ($1.name.lowercased(), $1.numericID) }
            .map { drink in (drink, Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0, Set($0.values(of: drink).map(matchKey))) }))
            }
    }

    private static func read() throws -> [FixtureDrink] {
        try letters.flatMap { letter in
            try objects(in: fileData(letter)).map { object in
                guard let id = object["idDrink"] as? String, let name = object["strDrink"] as? String else {
                    throw Unreadable(description: "a drink of \(letter) has no id or name")
                }
                return FixtureDrink(
                    letter: letter, id: id, name: name, thumbnail: object["strDrinkThumb"] as? String,
                    category: object["strCategory"] as? String, alcoholic: object["strAlcoholic"] as? String,
                    glass: object["strGlass"] as? String,
                    ingredients: (1...15).compactMap { object["strIngredient\($0)"] as? String })
            }
        }
    }

    private static func objects(in data: Data) throws -> [[String: Any]] {
        guard let envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unreadable(description: "not an envelope")
        }
        return envelope["drinks"] as? [[String: Any]] ?? []
    }
}
