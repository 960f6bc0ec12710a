import FeedCacheInfra
import StoreCore
import UserDataInfra

/// Every store dringo keeps a document in: the feed's, the catalogue's, the bar's, the substitutes', the favourites'
/// and the user's own drinks', on disk and in memory, each also behind the remembering store a run reads and saves through.
extension StoreSubject {
    static let all: [StoreSubject] = [false, true].flatMap { remembering in
        [
            file(FeedCacheDocument.self, named: "feed.json", documents: UniqueDocuments.feed, remembering: remembering),
            file(CatalogueCacheDocument.self, named: "catalogue.json", documents: UniqueDocuments.catalogue, remembering: remembering),
            file(BarDocument.self, named: "bar.json", documents: UniqueDocuments.bar, remembering: remembering),
            file(SubstitutesDocument.self, named: "substitutes.json", documents: UniqueDocuments.substitutes, remembering: remembering),
            file(FavouritesDocument.self, named: "favourites.json", documents: UniqueDocuments.favourites, remembering: remembering),
            file(HouseDrinksDocument.self, named: "drinks.json", documents: UniqueDocuments.houseDrinks, remembering: remembering),
            inMemory("feed", documents: UniqueDocuments.feed, remembering: remembering),
            inMemory("catalogue", documents: UniqueDocuments.catalogue, remembering: remembering),
            inMemory("bar", documents: UniqueDocuments.bar, remembering: remembering),
            inMemory("substitutes", documents: UniqueDocuments.substitutes, remembering: remembering),
            inMemory("favourites", documents: UniqueDocuments.favourites, remembering: remembering),
            inMemory("your drinks", documents: UniqueDocuments.houseDrinks, remembering: remembering),
        ]
    }

    /// The stores that can fail: those on disk.
    static let failable = all.filter { $0.testDescription.contains("on disk") }
}
