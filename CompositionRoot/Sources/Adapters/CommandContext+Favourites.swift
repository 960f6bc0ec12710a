import FavouritesFeature
import FeedPresentation
import UserDataInfra

extension CommandContext {
    /// The user's favourites, in the data directory beside the bar, never in the cache. The demo's data
    /// directory is its own, so the demo keeps its own favourites.
    var favouritesStore: any FavouritesStore {
        runtime.storage.store(for: FavouritesDocument.self, named: "favourites.json", in: configuration.dataDirectory)
    }

    func makeFavourites() -> LocalFavourites {
        LocalFavourites(store: favouritesStore)
    }

    /// What the user is told when the favourites could not be read or saved; nil for any other error.
    func favouritesFailureMessage(_ error: any Error) -> String? {
        guard error is FavouritesStoreError else { return nil }
        let presenter: FavouritesPresenter = makePresenter()
        return presenter.message(for: FavouritesFailureReason(error, dataDirectory: configuration.dataDirectory))
    }

    /// The favourite of this drink, for a recipe; favourites that cannot be read are said in a warning, and the
    /// recipe is shown without them.
    func favourite(of drinkID: Int) async -> Favourite? {
        do {
            return try await makeFavourites().favourite(id: drinkID)
        } catch {
            let presenter: FavouritesPresenter = makePresenter()
            warn(favouritesFailureMessage(error) ?? presenter.message(for: .unreadable(location: configuration.dataDirectory.path)))
            return nil
        }
    }
}
