import NameMatching

/// The favourites use cases: save (add or change), remove, list, and find one by its drink's id.
///
/// Every change reads the favourites first, so favourites that cannot be read fail the change with the
/// store's error before anything is written: the user's list is never silently lost. What the user typed
/// is checked by `FavouriteInput` before the store is read.
public final class LocalFavourites: Sendable {
    private let store: any FavouritesStore

    public init(store: any FavouritesStore) {
        self.store = store
    }
}

extension LocalFavourites {
    /// Saves the drink as a favourite, or changes the one saved. A rating or a note given replaces the
    /// saved one and one not given keeps it; a blank note clears it. The drink's name is kept as given,
    /// the name it has now.
    @discardableResult
    public func save(id: Int, name: String, rating: Int? = nil, note: String? = nil) async throws -> Favourite {
        let rating = try rating.map { rating throws(FavouriteInputError) in try FavouriteInput.validate(rating: rating) }
        let note = try note.map { note throws(FavouriteInputError) in try FavouriteInput.validate(note: note) }
        var favourites = try await retrieve()
        let saved = favourites.firstIndex { $0.id == id }
        let old = saved.map { favourites[$0] }
        let favourite = Favourite(id: id, name: name, rating: rating ?? old?.rating, note: note ?? old?.note)
        if let saved {
            favourites[saved] = favourite
        } else {
            favourites.append(favourite)
        }
        if favourite != old {
            try await store.save(favourites.toLocal())
        }
        return favourite
    }
}

extension LocalFavourites {
    /// Removes the favourite the query names: by its drink's id, or by the name it was saved with, as a
    /// lookup resolves a name, so that one whose drink has left the catalogue can still be removed.
    /// - Throws: `CocktailLookupError` when no favourite, or more than one, is meant.
    @discardableResult
    public func remove(_ query: CocktailQuery) async throws -> Favourite {
        var favourites = try await retrieve()
        let removed = try query.resolve(among: favourites.filter { query.names($0) }, id: \.id, name: \.name).one(id: \.id, name: \.name)
        favourites.removeAll { $0.id == removed.id }
        try await store.save(favourites.toLocal())
        return removed
    }
}

extension LocalFavourites {
    /// By name, ignoring case and diacritics, then by id.
    public func list() async throws -> [Favourite] {
        try await retrieve().sorted { (NameKey.of($0.name), $0.id) < (NameKey.of($1.name), $1.id) }
    }

    /// The favourite of the drink with this id, if it is one.
    public func favourite(id: Int) async throws -> Favourite? {
        try await retrieve().first { $0.id == id }
    }
}

extension LocalFavourites {
    /// None saved is none at all. A drink saved twice in a file edited by hand keeps its first entry.
    private func retrieve() async throws -> [Favourite] {
        var seen = Set<Int>()
        return (try await store.retrieve() ?? []).filter { seen.insert($0.id).inserted }.map(Favourite.init)
    }
}

private extension CocktailQuery {
    /// Whether the query may mean this favourite: its id, or a name its saved name contains.
    func names(_ favourite: Favourite) -> Bool {
        switch self {
        case let .id(id): favourite.id == id
        case let .name(name): NameKey.of(favourite.name).contains(NameKey.of(name))
        }
    }
}

private extension Favourite {
    init(_ local: LocalFavourite) {
        self.init(id: local.id, name: local.name, rating: local.rating, note: local.note)
    }
}

private extension Array where Element == Favourite {
    func toLocal() -> [LocalFavourite] {
        map { LocalFavourite(id: $0.id, name: $0.name, rating: $0.rating, note: $0.note) }
    }
}
