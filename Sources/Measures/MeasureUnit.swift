/// What the word after a measure's number means.
enum MeasureUnit: Sendable, Equatable {
    /// `measured` is false for what no jigger measures (a dash, a splash, a drop): it is shown as written.
    case volume(ml: Double, measured: Bool)
    case parts
    case weight(grams: Double)
    /// A piece of something: "2 wedges", "1 twist of".
    case piece
    /// A bottle, whose size its ingredient decides (`BottleSize`).
    case bottle

    /// The unit a word names, in any case and with a trailing dot ("oz."); nil for a word that is no unit.
    static func named(_ word: String) -> MeasureUnit? {
        var key = word.lowercased()
        if key.hasSuffix(".") { key.removeLast() }
        return units[key]
    }

    /// The words that, alone, mean one of themselves: "Dash", "Twist of", "pinch".
    static func namedAlone(_ word: String) -> MeasureUnit? {
        aloneWords.contains(word.lowercased()) ? named(word) : nil
    }

    private static let aloneWords: Set = [
        "dash", "splash", "drop", "shot", "jigger", "twist", "sprig", "pinch", "slice", "wedge", "mickey", "mikey",
    ]

    private static let units: [String: MeasureUnit] = {
        var units: [String: MeasureUnit] = [:]
        func add(_ unit: MeasureUnit, _ words: String...) { for word in words { units[word] = unit } }
        add(.volume(ml: 1, measured: true), "ml", "milliliter", "milliliters", "millilitre", "millilitres")
        add(.volume(ml: 10, measured: true), "cl", "centiliter", "centiliters", "centilitre", "centilitres")
        add(.volume(ml: 100, measured: true), "dl", "deciliter", "deciliters", "decilitre", "decilitres")
        add(.volume(ml: 1000, measured: true), "l", "liter", "liters", "litre", "litres", "ltr")
        add(.volume(ml: BarConventions.fluidOunceML, measured: true), "oz", "ozs", "ounce", "ounces")
        add(.volume(ml: BarConventions.teaspoonML, measured: true), "tsp", "tsps", "teaspoon", "teaspoons")
        add(.volume(ml: BarConventions.tablespoonML, measured: true), "tbsp", "tbsps", "tblsp", "tbs", "tablespoon", "tablespoons")
        add(.volume(ml: BarConventions.cupML, measured: true), "cup", "cups")
        add(.volume(ml: BarConventions.pintML, measured: true), "pint", "pints", "pt")
        add(.volume(ml: BarConventions.quartML, measured: true), "quart", "quarts", "qt", "qts")
        add(.volume(ml: BarConventions.gallonML, measured: true), "gallon", "gallons", "gal", "gals")
        add(.volume(ml: BarConventions.fifthML, measured: true), "fifth", "fifths")
        add(.volume(ml: BarConventions.ponyML, measured: true), "pony", "ponies")
        add(.volume(ml: BarConventions.shotML, measured: true), "shot", "shots", "jigger", "jiggers", "measure", "measures")
        add(.volume(ml: BarConventions.barSpoonML, measured: true), "spoon", "spoons", "barspoon", "barspoons")
        // The data spells the 375 ml flask "mikey".
        add(.volume(ml: BarConventions.mickeyML, measured: true), "mickey", "mickeys", "mikey", "mikeys")
        add(.bottle, "bottle", "bottles")
        add(.volume(ml: BarConventions.dashML, measured: false), "dash", "dashes")
        add(.volume(ml: BarConventions.splashML, measured: false), "splash", "splashes")
        add(.volume(ml: BarConventions.dropML, measured: false), "drop", "drops")
        add(.parts, "part", "parts")
        add(.weight(grams: 1), "g", "gr", "gram", "grams", "gramme", "grammes")
        add(.weight(grams: 1000), "kg", "kilo", "kilos", "kilogram", "kilograms")
        add(.weight(grams: BarConventions.poundGrams), "lb", "lbs", "pound", "pounds")
        add(
            .piece, "piece", "pieces", "slice", "slices", "wedge", "wedges", "twist", "twists", "sprig", "sprigs", "stick", "sticks",
            "cube", "cubes", "chunk", "chunks", "strip", "strips", "leaf", "leaves", "pinch", "pinches", "scoop", "scoops", "can",
            "cans", "package", "packages", "glass", "glasses", "handful", "handfuls", "pod", "pods")
        return units
    }()
}
