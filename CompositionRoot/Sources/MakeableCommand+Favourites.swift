import BarFeature

extension MakeableCommand {
    /// With `--favourites`, the candidates are only the user's favourite drinks: one filter over the
    /// catalogue's drinks, so the makeable query itself is the same. Favourites that cannot be read fail
    /// the command, as a bar that cannot be read does.
    func keepingFavouritesIfAsked(
        _ drinks: @escaping @Sendable () async throws -> [MakeableCandidate]
    ) -> @Sendable () async throws -> [MakeableCandidate] {
        guard options.favouritesOnly else { return drinks }
        let favourites = context.makeFavourites()
        return {
            let ids = Set(try await favourites.list().map(\.id))
            return try await drinks().filter { ids.contains($0.id) }
        }
    }
}
