import Foundation
import TestSupport

/// The real catalogue, 636 drinks as 36 letter files in `Tests/Fixtures/thecocktaildb/catalogue`,
/// served by the fixture server's catalogue route: capped as the free key caps it (25 drinks a
/// letter, 100 items a list), or whole, as a production key gets it.
enum RealCatalogue {
    static let directory = Fixtures.directory.appendingPathComponent("catalogue", isDirectory: true)
    static let drinkCount = 636
    /// What a first sync asks of it behind the free key's caps: 36 letters, 2 lists of values,
    /// 11 categories, 32 glasses, 158 ingredients and 195 lookups.
    static let firstSyncRequestCount = 434
    static let lookupCount = 195

    /// Every request under the free key's prefix answered from the catalogue, capped.
    static func freeKeyRoutes(delay: Double? = nil) -> [String: FixtureRoute] {
        [APIPath.everything: route(letterCap: 25, listCap: 100, delay: delay)]
    }

    /// Every request under a production key's prefix answered from the whole catalogue.
    static func productionKeyRoutes(key: String) -> [String: FixtureRoute] {
        [APIPath.everything(key: key): route(letterCap: nil, listCap: nil, delay: nil)]
    }

    /// The drinks of one letter's file, in its order, as the contract maps them.
    static func drinks(of letter: Character) throws -> [CatalogueDrink] {
        let data = try Data(contentsOf: directory.appendingPathComponent("f-\(letter).json"))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (document?["drinks"] as? [[String: Any]] ?? []).compactMap(CatalogueDrink.init(fields:))
    }

    private static func route(letterCap: Int?, listCap: Int?, delay: Double?) -> FixtureRoute {
        FixtureRoute(
            delayBeforeHeaders: delay, catalogue: ServedCatalogue(directory: directory.path, letterCap: letterCap, listCap: listCap))
    }
}

/// A catalogue route's settings, as `fixture_server.py` reads them.
struct ServedCatalogue: Encodable, Sendable {
    let directory: String
    /// Nil: no cap.
    let letterCap: Int?
    let listCap: Int?
}

extension APIPath {
    /// Every target under the free key's prefix that has no route of its own.
    static let everything = "/api/json/v1/1/*"

    /// Every target under a production key's prefix that has no route of its own.
    static func everything(key: String) -> String {
        "/api/json/v2/\(key)/*"
    }
}
