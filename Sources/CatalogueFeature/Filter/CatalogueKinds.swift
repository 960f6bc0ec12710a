import NameMatching

/// The categories and glasses a catalogue's drinks have, each once whatever its case, spelled as most of its
/// drinks spell it, sorted by name: what `--category` and `--glass` may name.
public struct CatalogueKinds: Sendable, Equatable {
    public let categories: [String]
    public let glasses: [String]

    public init(categories: [String], glasses: [String]) {
        self.categories = categories
        self.glasses = glasses
    }

    public init(_ drinks: [IndexedDrink]) {
        self.init(categories: Self.distinct(drinks.compactMap(\.category)), glasses: Self.distinct(drinks.compactMap(\.glass)))
    }

    /// Each name once by its folded key, in its most used spelling (the first met of equals), sorted by key.
    private static func distinct(_ names: [String]) -> [String] {
        var spellings: [String: [String: (count: Int, first: Int)]] = [:]
        for (position, name) in names.enumerated() {
            let key = NameKey.of(name)
            guard !key.isEmpty else { continue }
            let seen = spellings[key, default: [:]][name]
            spellings[key, default: [:]][name] = (count: (seen?.count ?? 0) + 1, first: seen?.first ?? position)
        }
        return spellings.sorted { $0.key < $1.key }.compactMap { _, counts in
            counts.min { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.value.first < $1.value.first }?.key
        }
    }
}

extension CatalogueKinds {
    /// TheCocktailDB's categories and glasses, as its whole catalogue has them: what completions offer when no
    /// catalogue is saved.
    public static let known = CatalogueKinds(
        categories: [
            "Beer", "Cocktail", "Cocoa", "Coffee / Tea", "Homemade Liqueur", "Ordinary Drink", "Other / Unknown",
            "Punch / Party Drink", "Shake", "Shot", "Soft Drink",
        ],
        glasses: [
            "Balloon Glass", "Beer Glass", "Beer mug", "Beer pilsner", "Brandy snifter", "Champagne flute", "Cocktail glass",
            "Coffee mug", "Collins Glass", "Copper Mug", "Cordial glass", "Coupe Glass", "Highball glass", "Hurricane glass",
            "Irish coffee cup", "Jar", "Margarita glass", "Margarita/Coupette glass", "Martini Glass", "Mason jar",
            "Nick and Nora Glass", "Old-fashioned glass", "Parfait glass", "Pint glass", "Pitcher", "Pousse cafe glass",
            "Punch bowl", "Shot glass", "Whiskey Glass", "Whiskey sour glass", "White wine glass", "Wine Glass",
        ])
}
