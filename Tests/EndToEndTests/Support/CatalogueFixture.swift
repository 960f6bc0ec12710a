import Foundation
import Locking
import TestSupport

/// The 36 letter bodies a catalogue sync asks for, `search.php?f=a` to `search.php?f=9`, written to
/// files in TheCocktailDB's full-drink shape, with the drinks a sync of them must save.
///
/// `recorded` holds the recorded drinks of `Tests/Fixtures/thecocktaildb`, each under the letter of
/// its first character, plus a built Piña Colada (a diacritic in the name); Tommy's Margarita is also
/// listed under "m", so the sync must keep it once. `large(label:)` holds thousands of generated
/// drinks, the same for every run. Each is written once per test run, to a folder removed when the
/// test process exits.
struct CatalogueFixture: Sendable {
    static let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    /// The drinks of each `large(label:)` catalogue: enough that its save takes a while.
    static let largeDrinkCount = 5_000

    let label: String
    /// Each letter's body file.
    let files: [Character: URL]
    /// Every drink the letters hold, in letter order, each id once at its first place: what a sync saves.
    let drinks: [CatalogueDrink]

    /// The line `dringo sync` prints after saving these drinks.
    var savedLine: String {
        "Saved \(drinks.count) cocktails.\n"
    }

    /// The drink named `name`, exactly.
    func drink(named name: String) -> CatalogueDrink? {
        drinks.first { $0.name == name }
    }

    /// Each letter's path served from its file, after `delay` seconds when given.
    func routes(delay: Double? = nil) -> [String: FixtureRoute] {
        var routes: [String: FixtureRoute] = [:]
        for (letter, file) in files {
            var route = FixtureRoute.file(file, contentType: "application/json")
            route.delayBeforeHeaders = delay
            routes[APIPath.letter(letter)] = route
        }
        return routes
    }

    /// The recorded drinks, by first letter.
    static func recorded() async throws -> CatalogueFixture {
        try await written("Recorded") { try RecordedCatalogue.letterBodies() }
    }

    /// `largeDrinkCount` generated drinks, every name carrying `label` ("Old", "New"), so a saved
    /// catalogue that mixed two of them shows at once.
    static func large(label: String) async throws -> CatalogueFixture {
        try await written(label) { GeneratedCatalogue.letterBodies(label: label, count: largeDrinkCount) }
    }

    /// The catalogue made by `make`, written on first use, on a thread of its own: making thousands
    /// of drinks takes a moment that no thread of Swift's small cooperative pool should be blocked for.
    private static func written(
        _ label: String,
        _ make: @escaping @Sendable () throws -> [Character: [LetterDrink]]
    ) async throws -> CatalogueFixture {
        let (writing, isFirstUse) = written.withLock { written in
            if let writing = written[label] { return (writing, false) }
            let writing = OneShot<Result<CatalogueFixture, any Error>>()
            written[label] = writing
            return (writing, true)
        }
        if isFirstUse {
            Thread.detachNewThread { writing.fulfill(Result { try write(label, bodies: make()) }) }
        }
        return try await writing.value().get()
    }

    private static let written = Locked<[String: OneShot<Result<CatalogueFixture, any Error>>]>([:])

    private static let directory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dringo-e2e-catalogues-\(UUID().uuidString)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: CatalogueFixture.directory) }
        return directory
    }()

    private static func write(_ label: String, bodies: [Character: [LetterDrink]]) throws -> CatalogueFixture {
        let folder = directory.appendingPathComponent(label, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [Character: URL] = [:]
        var drinks: [CatalogueDrink] = []
        var seenIDs = Set<Int>()
        for letter in letters {
            let letterDrinks = bodies[letter] ?? []
            let file = folder.appendingPathComponent("search-f-\(letter).json")
            try letterBody(letterDrinks).write(to: file, options: .atomic)
            files[letter] = file
            for drink in letterDrinks.compactMap(\.drink) where seenIDs.insert(drink.id).inserted {
                drinks.append(drink)
            }
        }
        return CatalogueFixture(label: label, files: files, drinks: drinks)
    }

    /// `{"drinks":[…]}`, or `{"drinks":null}` for a letter with none, as the API answers it.
    static func letterBody(_ drinks: [LetterDrink]) -> Data {
        guard !drinks.isEmpty else { return Data(#"{"drinks":null}"#.utf8) }
        return Data(#"{"drinks":["#.utf8) + Data(drinks.map(\.json).joined(separator: ",").utf8) + Data("]}".utf8)
    }

    /// The letter a drink is listed under: its name's first character, lowercased, diacritics removed.
    static func letter(of name: String) -> Character? {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return folded.first.flatMap { letters.contains($0) ? $0 : nil }
    }
}

/// One drink of a letter body: its JSON object as served, and what a sync must save of it (nil
/// for a drink the mapping skips).
struct LetterDrink: Sendable {
    let json: String
    let drink: CatalogueDrink?

    /// A drink given as the fields of its JSON object.
    init(fields: [String: Any]) throws {
        json = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
        drink = CatalogueDrink(fields: fields)
    }

    init(json: String, drink: CatalogueDrink?) {
        self.json = json
        self.drink = drink
    }
}

extension CatalogueDrink {
    /// The drink the contract's mapping makes of one full drink's fields; nil when it has no id or name.
    init?(fields: [String: Any]) {
        func text(_ key: String) -> String? {
            guard let raw = fields[key] as? String else { return nil }
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        guard let idText = fields["idDrink"] as? String, let id = Int(idText), let name = text("strDrink") else { return nil }
        self.init(
            id: id,
            name: name,
            category: text("strCategory"),
            alcoholic: text("strAlcoholic"),
            glass: text("strGlass"),
            instructions: text("strInstructions"),
            italianInstructions: text("strInstructionsIT"),
            ingredients: (1...15).compactMap { slot in
                text("strIngredient\(slot)").map { Ingredient(name: $0, measure: text("strMeasure\(slot)")) }
            }
        )
    }
}

extension APIPath {
    /// One letter of the catalogue: every drink whose name starts with `letter`.
    static func letter(_ letter: Character) -> String {
        "/api/json/v1/1/search.php?f=\(letter)"
    }
}
