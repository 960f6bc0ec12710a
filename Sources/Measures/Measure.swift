/// One measure as written, and what was read from it.
public struct Measure: Sendable, Equatable {
    /// Trimmed, as TheCocktailDB typed it: always for one drink.
    public let written: String
    /// For the servings asked; nil when there is nothing to read ("Top", "to taste"), or it is unreadable or absurd.
    public let amount: Amount?
    /// The ml of juice a count of citrus fruit gives ("Juice of 1/2" lemon), for the servings asked: what the
    /// strength pours for it. Nil for anything else.
    public let juiceML: Double?
    public let servings: Int
    let reading: Reading?

    /// - Parameter isSolid: the ingredient is a solid (chocolate, butter), so that its ounces are a weight.
    public init(_ written: String, ingredient: String, isSolid: Bool = false) {
        let trimmed = written.trimmedOfWhitespace
        var reading = MeasureReader.read(trimmed, ingredient: ingredient)
        if isSolid, reading?.unit == .volume(ml: BarConventions.fluidOunceML, measured: true) {
            reading?.unit = .weight(grams: BarConventions.ounceGrams)
        }
        let amount = reading?.amount
        self.init(written: trimmed, reading: amount == nil ? nil : reading, servings: 1)
    }

    private init(written: String, reading: Reading?, servings: Int) {
        self.written = written
        self.reading = reading
        self.servings = servings
        let factor = Double(servings)
        self.amount = reading?.amount?.scaled(by: factor)
        self.juiceML = reading?.juiceML.map { $0 * factor }
    }

    /// The measure for `servings` drinks (the written measure is for one), within `Servings.range`.
    public func scaled(by servings: Int) -> Measure {
        Measure(written: written, reading: reading, servings: Servings.clamped(servings))
    }

    /// A bare number ("1/3"), which alone counts pieces and beside others like it may be parts.
    var isBareNumber: Bool {
        reading?.isBareNumber == true
    }

    /// The number read, for one drink.
    var value: Double? {
        reading?.value.value
    }

    /// The same number read as parts: the measures of a layered shot ("1/3", "1/3", "1/3").
    func inParts() -> Measure {
        var reading = reading
        reading?.unit = .parts
        return Measure(written: written, reading: reading, servings: servings)
    }

    /// The text a recipe shows: `unit` nil keeps the written unit; volumes converted to `unit` and rounded as a
    /// bartender measures; what cannot be converted stays as written (scaled where it has a number, its unit word
    /// then plural: "3 dashes"). Servings 1 and unit nil give `written` unchanged. A converted decimal is written
    /// with `decimalMark`.
    public func shown(in unit: VolumeUnit?, decimalMark: String = ".") -> String {
        shownPieces(in: unit, decimalMark: decimalMark).text
    }

    /// The same, in pieces: a measure shown as written is one piece of text; one rewritten keeps its words
    /// around the number ("Juice of", "dashes", "tsp") apart, for a reader's language to word them.
    public func shownPieces(in unit: VolumeUnit?, decimalMark: String = ".") -> ShownMeasure {
        guard let reading else { return ShownMeasure(written) }
        let characters = Array(written)
        var before = String(joining: characters[0..<reading.numbers.lowerBound])
        let after = String(joining: characters[reading.spanEnd...])
        var shown = ShownMeasure()
        if let unit, case .volume(let ml, measured: true) = reading.unit {
            let factor = ml * Double(servings)
            shown.append(words: before)
            shown.append(
                VolumeText.pieces(
                    ml: reading.value.value * factor, maxML: reading.maximum.map { $0.value * factor }, in: unit,
                    decimalMark: decimalMark))
            shown.append(words: after)
            return shown
        }
        guard servings > 1, reading.unit != .parts else { return ShownMeasure(written) }
        let value = reading.value.times(servings)
        if reading.numberIsImplied { before = UnitWord.droppingArticle(from: before) }
        shown.append(words: before)
        shown.append(value.text)
        if let maximum = reading.maximum {
            shown.append(words: String(joining: characters[reading.valueEnd..<reading.maximumStart]))
            shown.append(maximum.times(servings).text)
        }
        var unitWords = String(joining: characters[reading.numbers.upperBound..<reading.quantityEnd])
        let plural = (reading.maximum?.times(servings) ?? value).value > 1
        if plural { unitWords = UnitWord.plural(of: unitWords) }
        shown.append(reading.numberIsImplied ? " " : "")
        shown.append(words: unitWords, plural: plural)
        shown.append(words: after)
        return shown
    }
}
