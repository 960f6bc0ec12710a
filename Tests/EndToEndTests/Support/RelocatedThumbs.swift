import Foundation
import TestSupport

/// Recorded drink bodies whose thumbs are moved onto the loopback server, so an image request
/// never leaves 127.0.0.1: `https://www.thecocktaildb.com/images/media/drink/x.jpg` becomes
/// `<baseURL>/images/media/drink/x.jpg`, the path kept.
enum RelocatedThumbs {
    /// The recorded `fixture`, with every drink's `strDrinkThumb` moved onto `baseURL`.
    static func body(of fixture: String, movedOnto baseURL: String) throws -> String {
        var document = try drinksDocument(fixture)
        let drinks = (document["drinks"] as? [[String: Any]] ?? []).map { drink in
            var drink = drink
            if let thumb = drink["strDrinkThumb"] as? String, let path = URL(string: thumb)?.path {
                drink["strDrinkThumb"] = baseURL + path
            }
            return drink
        }
        document["drinks"] = drinks
        return String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
    }

    /// The path of the thumb of the drink called `name` in the recorded `fixture`: where its moved thumb points.
    static func path(ofThumbOf name: String, in fixture: String) throws -> String {
        let drinks = try drinksDocument(fixture)["drinks"] as? [[String: Any]] ?? []
        guard let thumb = drinks.first(where: { $0["strDrink"] as? String == name })?["strDrinkThumb"] as? String,
            let path = URL(string: thumb)?.path
        else { throw NoThumb(name: name, fixture: fixture) }
        return path
    }

    private static func drinksDocument(_ fixture: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any] ?? [:]
    }

    struct NoThumb: Error, CustomStringConvertible {
        let name: String
        let fixture: String
        var description: String { "\(fixture) has no drink called \(name) with a thumb" }
    }
}
