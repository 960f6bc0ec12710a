extension StringTable {
    public static let amounts = StringTable("Amounts")
}
