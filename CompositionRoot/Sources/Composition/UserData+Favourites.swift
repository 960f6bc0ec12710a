import FavouritesFeature
import FeedPresentation
import FeedTerminalUI
import UserDataInfra

extension UserData {
    /// What the user is told when the favourites could not be read or saved; nil for any other error.
    func favouritesFailureMessage(_ error: any Error, on screen: TerminalScreen) -> String? {
        guard error is FavouritesStoreError else { return nil }
        let presenter: FavouritesPresenter = screen.makePresenter()
        return presenter.message(for: UserDataFailureReason(error, dataDirectory: directory))
    }

    /// The favourite of this drink, for a recipe; favourites that cannot be read are said in a warning, and the
    /// recipe is shown without them.
    func favourite(of drinkID: Int, warningOn screen: TerminalScreen) async -> Favourite? {
        do {
            return try await makeFavourites().favourite(id: drinkID)
        } catch {
            let presenter: FavouritesPresenter = screen.makePresenter()
            screen.warn(favouritesFailureMessage(error, on: screen) ?? presenter.message(for: .unreadable(location: directory.path)))
            return nil
        }
    }
}
