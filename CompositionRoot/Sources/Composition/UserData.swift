import BarFeature
import FavouritesFeature
import Foundation
import HouseDrinksFeature
import UserDataInfra

/// What the user owns, in the data directory, never in the cache: the bar, the substitutes, the favourites and their own
/// drinks. The demo's data directory is its own, so the demo keeps its own.
struct UserData: Sendable {
    let directory: URL
    let barStore: any BarStore
    let substitutesStore: any SubstitutesStore
    let favouritesStore: any FavouritesStore
    let houseDrinksStore: any HouseDrinksStore
    static let houseDrinksFileName = "drinks.json"

    init(runtime: DringoRuntime, directory: URL) {
        self.directory = directory
        let storage = runtime.storage
        barStore = storage.store(for: BarDocument.self, named: "bar.json", in: directory)
        substitutesStore = storage.store(for: SubstitutesDocument.self, named: "substitutes.json", in: directory)
        favouritesStore = storage.store(for: FavouritesDocument.self, named: "favourites.json", in: directory)
        houseDrinksStore = storage.store(for: HouseDrinksDocument.self, named: Self.houseDrinksFileName, in: directory)
    }

    func makeBar() -> LocalBar {
        LocalBar(store: barStore)
    }

    func makeSubstitutes() -> LocalSubstitutes {
        LocalSubstitutes(store: substitutesStore)
    }

    func makeFavourites() -> LocalFavourites {
        LocalFavourites(store: favouritesStore)
    }

    /// Changes run alone among processes, under a lock file beside the drinks.
    func makeHouseDrinks() -> LocalHouseDrinks {
        LocalHouseDrinks(
            store: houseDrinksStore, exclusion: FileLockExclusion(directory: directory, fileName: Self.houseDrinksFileName + ".lock"))
    }
}
