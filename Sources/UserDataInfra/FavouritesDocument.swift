import FavouritesFeature

/// The favourites' JSON form, version 1: the favourites, in their saved order,
///
///     {"version":1,"favourites":[{"id":<Int>,"name":<String>,"rating":<Int>|null,"note":<String>|null}, ...]}
///
/// The favourites are the user's own, so, as with the bar, a file that is not exactly this is
/// unreadable, and the store leaves it alone; a failure is a `FavouritesStoreError` naming the file.
public typealias FavouritesDocument = UserDataDocument<FavouritesSchema>

/// The favourites' list.
public enum FavouritesSchema: UserDataSchema {
    public static let list = UserDataList<LocalFavourite>(
        key: "favourites", of: FavouriteObject.self, storeError: FavouritesStoreError.self,
        estimatedSize: { $0.name.utf8.count + ($0.note?.utf8.count ?? 0) + 64 })
}

/// A favourite: every member is written, `rating` and `note` as `null` when there is none.
enum FavouriteObject: UserDataObject {
    typealias Value = LocalFavourite

    static let members: [UserDataMember<LocalFavourite, Fields>] = [
        .value("id", \.id, \.id),
        .value("name", \.name, \.name),
        .value("rating", \.rating, \.rating),
        .value("note", \.note, \.note),
    ]

    struct Fields: UserDataFields {
        var id: Int?
        var name: String?
        var rating: Int??
        var note: String??
    }

    static func element(from fields: Fields) -> LocalFavourite? {
        guard let id = fields.id, let name = fields.name, let rating = fields.rating, let note = fields.note else { return nil }
        return LocalFavourite(id: id, name: name, rating: rating, note: note)
    }
}

extension FavouritesStoreError: UserDataStoreError {}
