import FavouritesFeature

extension UniqueDocuments {
    /// Favourites with and without a rating and a note, with notes and names a careless codec would change,
    /// and ids at the edges of what a whole number holds.
    static func favourites(salt: Int) -> @Sendable (Int) -> [LocalFavourite] {
        { number in
            [
                LocalFavourite(id: salt &+ number, name: "Margarita \(salt) \(number)", rating: 5, note: "less salt"),
                LocalFavourite(id: 11000, name: "Mojito", rating: nil, note: nil),
                LocalFavourite(id: 0, name: "Cre\u{0300}me \"Ünïcødé\" 🍋", rating: 1, note: nil),
                LocalFavourite(id: Int.max, name: "梅酒", rating: nil, note: "two\nlines, a \\ and \u{2028}"),
                LocalFavourite(id: -1, name: "", rating: 3, note: ""),
            ]
        }
    }
}
