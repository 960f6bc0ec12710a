/// What "a bottle" of an ingredient holds: beer and cider by the bottle they sell in, wine by the standard bottle. A
/// bottle of anything else stays a count. The sizes are in `docs/measures.md`.
enum BottleSize {
    static func unit(holding ingredient: String) -> MeasureUnit {
        let words = InstructionWords(ingredient)
        // Ginger ale, ginger beer and root beer are sodas, sold by the can or the litre.
        if words.hasAny(of: beerWords), !words.hasAny(of: ["ginger", "root"]) {
            return .volume(ml: BarConventions.beerBottleML, measured: true)
        }
        if words.hasAny(of: wineWords) { return .volume(ml: BarConventions.wineBottleML, measured: true) }
        return .bottle
    }

    private static let beerWords = ["beer", "lager", "ale", "stout", "pilsner", "porter", "cider", "corona", "guinness", "zima"]
    private static let wineWords = ["wine", "champagne", "prosecco", "cava", "sekt", "cremant"]
}
