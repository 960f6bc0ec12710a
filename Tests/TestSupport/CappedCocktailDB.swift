import Foundation
import HTTPCore

/// TheCocktailDB over a whole catalogue, answering as the free key does (see the fixtures'
/// SOURCES.md, "catalogue/"): at most 25 drinks a letter, in the catalogue's order; `filter.php`
/// lists of at most 100 short items sorted by name ignoring case; `list.php` values in the order of
/// the drinks by id; `lookup.php` by id. Built with no caps, it answers as a production key does.
/// Values match ignoring case and surrounding white space, with `_` read as a space. Any other
/// request is a 404.
///
/// Every answer is made once, when it is built, so a test can sync against it many times.
public struct CappedCocktailDB: Sendable {
    public struct Caps: Sendable {
        public let letter: Int?
        public let list: Int?

        public init(letter: Int?, list: Int?) {
            self.letter = letter
            self.list = list
        }

        public static let freeKey = Caps(letter: 25, list: 100)
        public static let none = Caps(letter: nil, list: nil)
    }

    /// The 36 letters in the order a sync asks them.
    public static let letterOrder: [Character] = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// Every drink's id, once, in letter order.
    public let drinkIDs: [Int]
    /// Each answer's body, by "script?parameter=matching key" (letters by their letter, lookups by id).
    private let bodies: [String: Data]
    private let drinkObjects: [Int: Data]

    /// - Parameter letters: each letter's drinks, as the API's full-drink objects, in the API's order.
    public init(letters: [Character: [[String: Any]]], caps: Caps = .freeKey) throws {
        var bodies: [String: Data] = [:]
        var entries: [Entry] = []
        var seenIDs = Set<Int>()
        for letter in Self.letterOrder {
            let letterEntries = try (letters[letter] ?? []).map(Entry.init)
            bodies[Self.key("search.php", "f", String(letter))] = Self.drinksBody(letterEntries.prefix(caps.letter ?? .max).map(\.body))
            entries += letterEntries.filter { seenIDs.insert($0.id).inserted }
        }
        let byID = entries.sorted { $0.id < $1.id }
        for (parameter, member, values) in [
            ("c", "strCategory", \Entry.category), ("g", "strGlass", \Entry.glass), ("a", "strAlcoholic", \Entry.alcoholic),
            ("i", "strIngredient1", \Entry.ingredients),
        ] as [(String, String, KeyPath<Entry, [String]>)] {
            bodies[Self.key("list.php", parameter, "list")] = try Self.valuesBody(
                member, byID.flatMap { $0[keyPath: values] }, distinctBy: parameter == "i" ? Self.matchingKey : { $0 }, caps)
            var listed: [String: [Entry]] = [:]
            for entry in entries.sorted(by: Entry.listOrder) {
                for key in Set(entry[keyPath: values].map(Self.matchingKey)) { listed[key, default: []].append(entry) }
            }
            for (key, entries) in listed { bodies[Self.key("filter.php", parameter, key)] = Self.listBody(entries, caps) }
        }
        self.bodies = bodies
        drinkIDs = entries.map(\.id)
        drinkObjects = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.body) })
    }

    /// The real catalogue of `Tests/Fixtures/thecocktaildb/catalogue`, 636 drinks, behind the free
    /// key's caps or none; built once per test process.
    public static func realCatalogue(capped: Bool = true) throws -> CappedCocktailDB {
        try (capped ? realFreeKey : realProductionKey).get()
    }

    private static let realFreeKey = Result { try CappedCocktailDB(letters: realCatalogueLetters(), caps: .freeKey) }
    private static let realProductionKey = Result { try CappedCocktailDB(letters: realCatalogueLetters(), caps: .none) }

    /// Each letter's drinks in the real catalogue, as recorded.
    public static func realCatalogueLetters() throws -> [Character: [[String: Any]]] {
        var letters: [Character: [[String: Any]]] = [:]
        for letter in letterOrder {
            let document = try JSONSerialization.jsonObject(with: Fixtures.data("catalogue/f-\(letter).json")) as? [String: Any]
            letters[letter] = document?["drinks"] as? [[String: Any]] ?? []
        }
        return letters
    }

    /// The drink with the id, as its JSON object's fields.
    public func drink(id: Int) throws -> [String: Any]? {
        try drinkObjects[id].flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// Answers one request as the API would: a responder for `HTTPClientStub`.
    @Sendable
    public func answer(_ url: URL) -> (Data, HTTPResponse) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first
        let script = url.lastPathComponent
        let body: Data? =
            switch (script, query?.name, query?.value) {
            case let ("lookup.php", "i", id?): Self.drinksBody(Int(id).flatMap { drinkObjects[$0] }.map { [$0] } ?? [])
            case let ("search.php", "f", letter?): bodies[Self.key(script, "f", letter.lowercased())]
            case let (_, parameter?, value?): bodies[Self.key(script, parameter, Self.matchingKey(value))]
            default: nil
            }
        guard let body else { return (Data(), HTTPResponse(url: url, statusCode: 404)) }
        return (body, HTTPResponse(url: url, statusCode: 200, headers: ["Content-Type": "application/json"]))
    }

    /// The API matches ignoring case and surrounding white space, and reads `_` as a space.
    private static func matchingKey(_ value: String) -> String {
        value.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func key(_ script: String, _ parameter: String, _ value: String) -> String {
        "\(script)?\(parameter)=\(value)"
    }

    private static func drinksBody(_ items: [Data]) -> Data {
        guard !items.isEmpty else { return Data(#"{"drinks":null}"#.utf8) }
        return commaSeparated(items, between: #"{"drinks":["#, and: "]}")
    }

    /// A drink's object with its members in key order, so that its body is the same in every run.
    /// (`JSONSerialization`'s `.sortedKeys` sorts with a locale-aware insertion sort, which made
    /// building the real catalogue five times slower.)
    private static func objectBody(_ drink: [String: Any]) throws -> Data {
        let members = try drink.keys.sorted().map { key in
            var member = Data((quoted(key) + ":").utf8)
            member.append(try JSONSerialization.data(withJSONObject: drink[key] ?? NSNull(), options: .fragmentsAllowed))
            return member
        }
        return commaSeparated(members, between: "{", and: "}")
    }

    /// Each item appended whole: `joined(separator:)` walks them byte by byte, slowly in a debug build.
    private static func commaSeparated(_ items: [Data], between opening: String, and closing: String) -> Data {
        var text = Data(opening.utf8)
        for (index, item) in items.enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text.append(item)
        }
        text.append(contentsOf: closing.utf8)
        return text
    }

    /// Distinct values, each once at its first place: ingredients ignoring case, as the API lists
    /// them; the other facets spelling by spelling.
    private static func valuesBody(
        _ member: String, _ values: [String], distinctBy key: (String) -> String, _ caps: Caps
    ) throws -> Data {
        var seen = Set<String>()
        let distinct = values.filter { seen.insert(key($0)).inserted }
        return drinksBody(try distinct.prefix(caps.list ?? .max).map { try JSONSerialization.data(withJSONObject: [member: $0]) })
    }

    /// Short items in the recorded lists' key order: name, thumbnail, id.
    private static func listBody(_ entries: [Entry], _ caps: Caps) -> Data {
        drinksBody(
            entries.prefix(caps.list ?? .max).map { entry in
                Data(
                    #"{"strDrink":\#(quoted(entry.name)),"strDrinkThumb":\#(entry.thumbnail.map(quoted) ?? "null"),"idDrink":"\#(entry.id)"}"#
                        .utf8)
            })
    }

    private static func quoted(_ text: String) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data(#""""#.utf8), as: UTF8.self)
    }

    /// One drink: its JSON object as served, and what the lists match it by.
    private struct Entry {
        let id: Int
        let name: String
        /// One value or none for each facet but the ingredients, so that every facet reads alike.
        let category: [String]
        let glass: [String]
        let alcoholic: [String]
        let ingredients: [String]
        let thumbnail: String?
        let body: Data

        init(_ drink: [String: Any]) throws {
            func text(_ key: String) -> String? {
                (drink[key] as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            id = (drink["idDrink"] as? String).flatMap { Int($0) } ?? 0
            name = drink["strDrink"] as? String ?? ""
            category = text("strCategory").map { [$0] } ?? []
            glass = text("strGlass").map { [$0] } ?? []
            alcoholic = text("strAlcoholic").map { [$0] } ?? []
            ingredients = (1...15).compactMap { text("strIngredient\($0)") }
            thumbnail = drink["strDrinkThumb"] as? String
            body = try CappedCocktailDB.objectBody(drink)
        }

        /// By name ignoring case, code point by code point, as the recorded capped lists are; then by id.
        static func listOrder(_ left: Entry, _ right: Entry) -> Bool {
            let (leftName, rightName) = (left.name.lowercased(), right.name.lowercased())
            guard leftName != rightName else { return left.id < right.id }
            return leftName.unicodeScalars.lexicographicallyPrecedes(rightName.unicodeScalars)
        }
    }
}
