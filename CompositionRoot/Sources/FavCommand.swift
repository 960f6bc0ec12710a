import CatalogueFeature
import FavouritesFeature
import FeedPresentation
import FeedTerminalUI
import NameMatching
import UserDataInfra

/// `dringo fav add|remove|list`: the drinks the user keeps, with a rating and a note.
///
/// `add` checks what the user typed before it looks the drink up, so a refused note sends no request.
struct FavCommand {
    let screen: TerminalScreen
    let userData: UserData
    let lookup: DrinkLookup
    /// Where the saved catalogue tells which favourites it lacks.
    let caches: Caches
    let action: FavAction
    let format: OutputFormat

    func run() async -> ExitCode {
        let favourites = userData.makeFavourites()
        switch action {
        case let .add(nameOrID, rating, note):
            guard let query = screen.cocktailQuery(nameOrID), checks(rating: rating, note: note) else { return .usage }
            let drink = lookup.load(query)
            let recipePresenter: RecipePresenter = screen.makePresenter()
            return await present(
                {
                    let drink = try await drink()
                    return try await favourites.save(id: drink.id, name: drink.name, rating: rating, note: note)
                }, loadingMessage: recipePresenter.recipeLoadingMessage, query: query, mapper: presenter.saved)
        case let .remove(nameOrID):
            guard let query = screen.cocktailQuery(nameOrID) else { return .usage }
            return await present({ try await favourites.remove(query) }, query: query, isAmongFavourites: true, mapper: presenter.removed)
        case .list:
            return await list(favourites)
        }
    }

    private var presenter: FavouritesPresenter { screen.makePresenter() }

    /// Sorted by name; with a valid saved catalogue, a favourite whose drink it lacks is marked. Without one,
    /// nothing is downloaded for it.
    private func list(_ favourites: LocalFavourites) async -> ExitCode {
        let (presenter, caches, dataDirectory) = (self.presenter, caches, userData.directory)
        return await screen.presentList(
            {
                let saved = try await favourites.list()
                guard !saved.isEmpty, let drinks = await caches.savedIndexedDrinks() else {
                    return (saved, Set<Int>())
                }
                let inCatalogue = Set(drinks.map(\.id))
                // A drink of the user's own was never the catalogue's to lose.
                return (saved, Set(saved.map(\.id).filter { !inCatalogue.contains($0) && DrinkSource(drinkID: $0) != .yours }))
            },
            format: format,
            mapper: { presenter.map($0.0, notInCatalogue: $0.1) },
            errorMessage: { presenter.message(for: UserDataFailureReason($0, dataDirectory: dataDirectory)) })
    }

    /// What add and remove say, in words whatever the format; a drink not found, or several, is exit 3.
    /// - Parameter isAmongFavourites: whether the query names one of the favourites, not a drink to look up.
    private func present(
        _ load: @escaping () async throws -> Favourite,
        loadingMessage: String? = nil,
        query: CocktailQuery,
        isAmongFavourites: Bool = false,
        mapper: @escaping (Favourite) -> ListViewModel
    ) async -> ExitCode {
        let (presenter, dataDirectory) = (self.presenter, userData.directory)
        let recipePresenter: RecipePresenter = screen.makePresenter()
        return await screen.present(
            load, into: screen.makeTextListView(), loadingMessage: loadingMessage, mapper: mapper,
            errorMessage: { error in
                if let refused = error as? FavouriteInputError { return presenter.message(for: refused) }
                if error is FavouritesStoreError {
                    return presenter.message(for: UserDataFailureReason(error, dataDirectory: dataDirectory))
                }
                if isAmongFavourites, error as? CocktailLookupError == .noSuchCocktail { return presenter.notAFavourite(query.text) }
                return recipePresenter.message(
                    for: LookupFailureReason(error, query: query, command: isAmongFavourites ? "fav remove" : "fav add"))
            },
            exitCode: { error in
                switch error {
                case is FavouriteInputError: .usage
                default: ExitCode.ofLookup(error)
                }
            })
    }

    /// Whether the rating and the note follow `FavouriteInput`'s rules; the first they break is said on stderr.
    private func checks(rating: Int?, note: String?) -> Bool {
        do {
            _ = try rating.map { rating throws(FavouriteInputError) in try FavouriteInput.validate(rating: rating) }
            _ = try note.map { note throws(FavouriteInputError) in try FavouriteInput.validate(note: note) }
            return true
        } catch {
            screen.makeErrorView().display(.error(message: presenter.message(for: error)))
            return false
        }
    }
}
