import FavouritesFeature
import NameMatching

/// The words of `dringo fav`: the list, what add and remove did, why a command failed, and why it refused
/// what the user typed.
public typealias FavouritesPresenter = Presenter<FavouritesScreen>
public enum FavouritesScreen {}

extension Presenter where Screen == FavouritesScreen {
    /// The favourites, one a row: the name, then the id, the rating and the note, and a mark on one whose
    /// drink the saved catalogue no longer has. In JSON `{"favourites": [{"id", "name", "rating", "note"}]}`.
    /// - Parameter notInCatalogue: the ids of the drinks a valid saved catalogue lacks; empty without one.
    public func map(_ favourites: [Favourite], notInCatalogue: Set<Int> = []) -> ListViewModel {
        ListViewModel(
            rows: ListRows(favourites) { favourite in
                ListRow(
                    name: favourite.name,
                    detail: detail(of: favourite, isInCatalogue: !notInCatalogue.contains(favourite.id)),
                    members: [
                        ListMember("id", .number(favourite.id)), ListMember("name", .text(favourite.name)),
                        ListMember("rating", .number(orNull: favourite.rating)), ListMember("note", .text(favourite.note)),
                    ])
            },
            note: favourites.isEmpty ? emptyNote : nil,
            rowsKey: "favourites"
        )
    }

    /// What `fav add` says once the drink is kept.
    public func saved(_ favourite: Favourite) -> ListViewModel {
        .lines([localizer.string("FAV_SAVED", table: .favourites, favourite.name, String(favourite.id))])
    }

    /// What `fav remove` says once the drink is no longer kept.
    public func removed(_ favourite: Favourite) -> ListViewModel {
        .lines([localizer.string("FAV_REMOVED", table: .favourites, favourite.name, String(favourite.id))])
    }

    /// A recipe's lines for a drink the user keeps, or nil for one they do not.
    public func map(_ favourite: Favourite?) -> FavouriteViewModel? {
        guard let favourite else { return nil }
        var lines = [
            favourite.rating.map { localizer.string("FAV_RECIPE_RATING", table: .favourites, $0) }
                ?? localizer.string("FAV_RECIPE_UNRATED", table: .favourites)
        ]
        if let note = favourite.note { lines.append(localizer.string("FAV_RECIPE_NOTE", table: .favourites, note)) }
        return FavouriteViewModel(rating: favourite.rating, note: favourite.note, lines: lines)
    }

    /// What `fav remove` says when the name or id names none of the favourites.
    public func notAFavourite(_ nameOrID: String) -> String {
        localizer.string("FAV_NOT_A_FAVOURITE", table: .favourites, nameOrID)
    }

    public func message(for reason: UserDataFailureReason) -> String {
        message(
            for: reason, wording: UserDataFailureWording(table: .favourites, unreadable: "FAV_UNREADABLE", unwritable: "FAV_UNWRITABLE"))
    }

    /// Quotes a refused note as a terminal shows it, cut to its first 40 characters.
    public func message(for error: FavouriteInputError) -> String {
        switch error {
        case let .ratingOutOfRange(rating):
            return localizer.string("FAV_RATING_OUT_OF_RANGE", table: .favourites, String(rating))
        case let .note(note, reason):
            let excerpt = TypedTextExcerpt.of(note)
            return switch reason {
            // A blank note clears the saved one, so none is refused for being empty.
            case .empty: localizer.string("FAV_NOTE_ONLY_CONTROL_CHARACTERS", table: .favourites)
            case .containsControlCharacters where excerpt.isEmpty:
                localizer.string("FAV_NOTE_ONLY_CONTROL_CHARACTERS", table: .favourites)
            case .containsControlCharacters: localizer.string("FAV_NOTE_CONTROL_CHARACTERS", table: .favourites, excerpt)
            case let .tooLong(maximum): localizer.string("FAV_NOTE_TOO_LONG", table: .favourites, excerpt, maximum)
            }
        }
    }

    private var emptyNote: String {
        localizer.string(database == .demoCopy ? "DEMO_FAV_EMPTY_NOTE" : "FAV_EMPTY_NOTE", table: .favourites)
    }

    private func detail(of favourite: Favourite, isInCatalogue: Bool) -> String {
        var parts = [String(favourite.id)]
        if let rating = favourite.rating { parts.append(ratingText(rating)) }
        if let note = favourite.note { parts.append(note) }
        if !isInCatalogue { parts.append(localizer.string("FAV_NOT_IN_CATALOGUE", table: .favourites)) }
        return parts.joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
    }

    private func ratingText(_ rating: Int) -> String {
        localizer.string("FAV_RATING", table: .favourites, rating)
    }
}
