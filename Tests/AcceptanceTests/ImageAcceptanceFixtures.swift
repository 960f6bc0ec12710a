import CompositionRootTestSupport
import FeedCacheInfra
import FeedFeature
import Foundation
import TestSupport

/// A cached feed with Negroni, whose image lives at `ImageRoute.negroniImage`.
enum ImageRoute {
    static let negroniImage = "https://img.example/negroni.jpg"
    static let negroniBytes = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("negroni picture".utf8) + [0xFF, 0xD9])

    static func feedStoreWithNegroni() -> InMemoryFeedStore {
        InMemoryFeedStore(
            CachedFeed(
                [LocalCocktailItem(id: 11003, name: "Negroni", description: nil, imageURL: URL(string: negroniImage))],
                timestamp: acceptanceNow.adding(days: -1)
            ))
    }

    /// The recorded Margarita search, and the image its exact match points at.
    static let margaritaImage = "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"
}
