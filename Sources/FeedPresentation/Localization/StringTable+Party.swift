extension StringTable {
    public static let party = StringTable("Party")
}
