import CatalogueFeature
import Foundation
import TestSupport

/// Catalogues that reach into every corner of the format, from the feed samples' texts, ids and timestamps.
enum CatalogueCacheSamples {
    static func catalogue(using generator: inout SplitMix64) -> CachedCatalogue {
        let drinks = (0..<Int.random(in: 0...4, using: &generator)).map { _ in drink(using: &generator) }
        return CachedCatalogue(
            drinks: drinks, timestamp: Date(timeIntervalSinceReferenceDate: FeedCacheSamples.timestamp(using: &generator)))
    }

    static func drink(using generator: inout SplitMix64) -> LocalDrink {
        LocalDrink(
            id: FeedCacheSamples.id(using: &generator),
            name: FeedCacheSamples.text(using: &generator),
            category: optionalText(using: &generator),
            alcoholic: optionalText(using: &generator),
            glass: optionalText(using: &generator),
            instructions: optionalText(using: &generator),
            translatedInstructions: translations(using: &generator),
            ingredients: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                LocalDrinkIngredient(name: FeedCacheSamples.text(using: &generator), measure: optionalText(using: &generator))
            },
            imageURLText: generator.oneIn(4) ? nil : FeedCacheSamples.imageURL(using: &generator)?.absoluteString,
            iba: generator.oneIn(3) ? FeedCacheSamples.text(using: &generator) : nil,
            tags: (0..<Int.random(in: 0...2, using: &generator)).map { _ in FeedCacheSamples.text(using: &generator) }
        )
    }

    private static func optionalText(using generator: inout SplitMix64) -> String? {
        generator.oneIn(4) ? nil : FeedCacheSamples.text(using: &generator)
    }

    /// Mostly the API's languages, now and then a code of any text.
    private static func translations(using generator: inout SplitMix64) -> [String: String] {
        var translations: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let code = generator.oneIn(4) ? FeedCacheSamples.text(using: &generator) : generator.pick(["it", "de", "es", "fr"])
            translations[code] = FeedCacheSamples.text(using: &generator)
        }
        return translations
    }
}
