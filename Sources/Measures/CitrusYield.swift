/// The juice of one citrus fruit, so that "Juice of 1/2" lemon counts in the strength. Yields from the
/// table in `docs/measures.md`.
enum CitrusYield {
    /// The ml of juice one fruit named in `ingredient` gives; nil for what is no citrus dringo knows.
    static func ml(ofOne ingredient: String) -> Double? {
        let words = ingredient.lowercased().split { !$0.isLetter }
        for word in words {
            if let yield = yields[String(word)] { return yield }
        }
        return nil
    }

    private static let yields: [String: Double] = [
        "lime": BarConventions.tablespoonML * 2,
        "lemon": BarConventions.tablespoonML * 3,
        "orange": BarConventions.tablespoonML * 4.5,
    ]
}
