import BarFeature
import CatalogueFeature
import FeedFeature
import Foundation

/// Each kind's numbered documents: unique to one test (`salt`), and exercising what a careless store
/// or codec would change: present and missing optionals, other scripts, escapes, timestamps with a
/// fraction of a second.
enum UniqueDocuments {
    static func feed(salt: Int) -> @Sendable (Int) -> CachedFeed {
        { number in
            let id = salt &+ number
            return CachedFeed(
                [
                    LocalCocktailItem(
                        id: id, name: "Cocktail \(id) \"Ünïcødé\"", description: "Shake with ice\n\(id)",
                        imageURL: URL(string: "https://images.example/drink/\(id).jpg")),
                    LocalCocktailItem(id: id &+ 1, name: "Plain \(id)", description: nil, imageURL: nil),
                ],
                timestamp: timestamp(number))
        }
    }

    static func catalogue(salt: Int) -> @Sendable (Int) -> CachedCatalogue {
        { number in
            let id = salt &+ number
            return CachedCatalogue(
                drinks: [
                    LocalDrink(
                        id: id, name: "Drink \(id)", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Highball glass",
                        instructions: "Shake with ice \(id)",
                        translatedInstructions: ["it": "Agitare con ghiaccio \(id)", "de": "Mit Eis"],
                        ingredients: [
                            LocalDrinkIngredient(name: "Gin", measure: "4 cl"), LocalDrinkIngredient(name: "Tonic", measure: nil),
                        ],
                        imageURLText: "https://images.example/drink/\(id).jpg"),
                    LocalDrink(
                        id: id &+ 1, name: "Bare \(id)", category: nil, alcoholic: nil, glass: nil, instructions: nil,
                        translatedInstructions: [:], ingredients: [], imageURLText: nil),
                ],
                timestamp: timestamp(number))
        }
    }

    /// Names whose spelling a careless store would change: composed and decomposed accents, other
    /// scripts, emoji, and every character JSON must escape or may be tempted to.
    static func bar(salt: Int) -> @Sendable (Int) -> [LocalBarIngredient] {
        { number in
            [
                "Gin \(salt) \(number)", "Crème de cassis", "Cre\u{0300}me de me\u{0301}nthe", "Ουζο", "梅酒", "🍋 Lemon peel",
                #"Angostura "bitters""#, #"C:\back\slash\"#, "two\nlines", "tab\t, return\r, backspace\u{8}, feed\u{C}",
                "\u{0}\u{1}\u{1F}\u{7F}", "line\u{2028}and paragraph\u{2029}separators", "</script>/slash", "  padded  ", "",
            ].map(LocalBarIngredient.init)
        }
    }

    /// A save date a fraction of a second apart for each document, which a codec must keep exactly.
    private static func timestamp(_ number: Int) -> Date {
        Date(timeIntervalSinceReferenceDate: 800_000_000.123_456 + Double(number) * 0.25)
    }
}
