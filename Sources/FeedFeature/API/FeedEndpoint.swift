import CocktailDBAPI
import Foundation

/// Where the feed lives: the free key has no popular list, so it reads the "Cocktail" category.
public enum FeedEndpoint {
    public static func url(for endpoint: CocktailDBEndpoint) -> URL {
        if endpoint.key.isFreeTestKey {
            return endpoint.url(script: "filter.php", query: [("c", "Cocktail")])
        }
        return endpoint.url(script: "popular.php")
    }
}
