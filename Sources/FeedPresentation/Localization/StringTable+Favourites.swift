extension StringTable {
    public static let favourites = StringTable("Favourites")
}
