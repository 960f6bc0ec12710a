import FeedFeature
import Foundation
import TestSupport

/// The feed route and bodies shared by the feed's acceptance tests.
enum FeedRoute {
    static let freeKeyFeed = "/api/json/v1/1/filter.php?c=Cocktail"

    static func recordedCategory() throws -> [String: (status: Int, body: Data)] {
        [freeKeyFeed: (200, try Fixtures.data("filter-category-cocktail.json"))]
    }

    static func answering(_ status: Int, _ body: String) -> [String: (status: Int, body: Data)] {
        [freeKeyFeed: (status, Data(body.utf8))]
    }
}

func cachedFeed(names: [String], savedAt: Date) -> CachedFeed {
    CachedFeed(
        names.enumerated().map { index, name in
            LocalCocktailItem(id: index + 1, name: name, description: nil, imageURL: URL(string: "https://img.example/\(index + 1).jpg"))
        },
        timestamp: savedAt
    )
}

extension Date {
    func adding(days: Int, seconds: TimeInterval = 0) -> Date {
        addingTimeInterval(TimeInterval(days) * 24 * 60 * 60 + seconds)
    }
}
