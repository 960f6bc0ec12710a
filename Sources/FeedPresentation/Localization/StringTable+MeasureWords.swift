extension StringTable {
    /// The English words dringo writes around a number it scales or converts ("juice of", "dashes", "tsp"), keyed in
    /// lower case, as the language writes them in an amount.
    public static let measureWords = StringTable("MeasureWords")
}
