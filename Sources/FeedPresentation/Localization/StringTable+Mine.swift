extension StringTable {
    public static let mine = StringTable("Mine")
}
