import Foundation
import TestSupport

/// The recorded feed bodies the server plays, and the entries a user should see from them.
enum RecordedFeed {
    /// `filter.php?c=Cocktail`: 100 cocktails, alphabetical.
    static let cocktails = "filter-category-cocktail.json"
    /// `filter.php?a=Non_Alcoholic`: 58 other drinks, a different list to replace the first.
    static let nonAlcoholic = "filter-alcoholic-non-alcoholic.json"
    /// A v2 list of 10 full drinks, with instructions, as a production key's `popular.php` answers.
    static let popular = "latest-v2.json"

    /// The `idDrink` and `strDrink` of every drink in the recorded body, in its order.
    static func entries(in fixture: String) throws -> [FeedEntry] {
        let body = try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any]
        let drinks = body?["drinks"] as? [[String: Any]] ?? []
        return drinks.compactMap { drink in
            guard let id = (drink["idDrink"] as? String).flatMap({ Int($0) }), let name = drink["strDrink"] as? String else { return nil }
            return FeedEntry(id: id, name: name)
        }
    }
}
