/// The sizes dringo reads bar measures at, from the tables in `docs/measures.md` (US customary units, as
/// Wikibooks' bartending glossary and The Webtender give them). Written once, here.
enum BarConventions {
    static let fluidOunceML = 29.5735
    static let teaspoonML = fluidOunceML / 6
    static let tablespoonML = fluidOunceML / 2
    static let cupML = fluidOunceML * 8
    static let pintML = fluidOunceML * 16
    static let quartML = fluidOunceML * 32
    static let gallonML = fluidOunceML * 128
    static let fifthML = gallonML / 5
    static let ponyML = fluidOunceML
    /// A shot, a jigger and a measure: one and a half ounces.
    static let shotML = fluidOunceML * 1.5
    static let dashML = fluidOunceML / 32
    static let splashML = fluidOunceML / 12
    /// A bar spoon, which is what a recipe's "spoon" means.
    static let barSpoonML = 5.0
    /// The flask Canadians call a mickey.
    static let mickeyML = 375.0
    static let beerBottleML = 330.0
    static let wineBottleML = 750.0
    /// An ounce of a solid (chocolate, butter) is the avoirdupois ounce.
    static let ounceGrams = 28.349_523_125
    /// The metric drop.
    static let dropML = 0.05

    static let poundGrams = 453.592

    /// The density of ethanol, for the grams of alcohol.
    static let ethanolGramsPerML = 0.789

    /// The largest amount a measure may say for one drink; beyond it the measure is absurd and has no amount.
    static let largestVolumeML = 20_000.0
    static let largestCount = 1_000.0
    static let largestWeightGrams = 10_000.0
    static let largestParts = 1_000.0
}
