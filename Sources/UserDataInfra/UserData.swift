import BarFeature
import FavouritesFeature
import FileStorage
import Foundation
import HouseDrinksFeature

/// What the user owns, in the data directory, never in the cache: the bar, the substitutes, the favourites and their own
/// drinks: each a file of its own, and the use cases over it.
public struct UserData: Sendable {
    public let directory: URL
    public let barStore: any BarStore
    public let substitutesStore: any SubstitutesStore
    public let favouritesStore: any FavouritesStore
    public let houseDrinksStore: any HouseDrinksStore
    public static let houseDrinksFileName = "drinks.json"

    /// - Parameter storage: where each file becomes a store: on disk, or in memory for a test.
    public init(storage: any DocumentStorage, directory: URL) {
        self.directory = directory
        barStore = storage.store(for: BarDocument.self, named: "bar.json", in: directory)
        substitutesStore = storage.store(for: SubstitutesDocument.self, named: "substitutes.json", in: directory)
        favouritesStore = storage.store(for: FavouritesDocument.self, named: "favourites.json", in: directory)
        houseDrinksStore = storage.store(for: HouseDrinksDocument.self, named: Self.houseDrinksFileName, in: directory)
    }

    public func makeBar() -> LocalBar {
        LocalBar(store: barStore)
    }

    public func makeSubstitutes() -> LocalSubstitutes {
        LocalSubstitutes(store: substitutesStore)
    }

    public func makeFavourites() -> LocalFavourites {
        LocalFavourites(store: favouritesStore)
    }

    /// Changes run alone among processes, under a lock file beside the drinks.
    public func makeHouseDrinks() -> LocalHouseDrinks {
        LocalHouseDrinks(
            store: houseDrinksStore, exclusion: FileLockExclusion(directory: directory, fileName: Self.houseDrinksFileName + ".lock"))
    }
}
