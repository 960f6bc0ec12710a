/// A recipe book's ingredient line ("1 1/2 oz Gin", "Juice of 1 Lime", "Orange slice", "Top with soda") told apart
/// into its measure and the ingredient's name, where the measure reader says the measure ends, so that a card or a
/// web page's free text reads as TheCocktailDB's two fields do.
public struct IngredientLine: Sendable, Equatable {
    /// Nil when the line gives none.
    public let measure: String?
    public let name: String
    /// A measure whose amount is negative, or beyond what any glass holds (`BarConventions`).
    public let isAbsurd: Bool

    public init(measure: String?, name: String, isAbsurd: Bool = false) {
        self.measure = measure
        self.name = name
        self.isAbsurd = isAbsurd
    }

    public init(reading line: String) {
        let text = line.trimmedOfWhitespace
        let lowered = text.lowercased()
        for phrase in Self.unmeasuredPhrases where lowered.hasPrefix(phrase + " ") {
            let rest = String(text.dropFirst(phrase.count)).trimmedOfWhitespace
            self.init(measure: String(text.prefix(phrase.count)), name: rest)
            return
        }
        let characters = Array(text)
        if let reading = MeasureReader.read(text, ingredient: ""), !reading.numberIsImplied {
            let isNegative = reading.numbers.lowerBound > 0 && characters[reading.numbers.lowerBound - 1] == "-"
            if isNegative || reading.amount == nil {
                self.init(measure: String(characters[0..<reading.spanEnd]), name: text, isAbsurd: true)
                return
            }
        }
        guard let reading = MeasureReader.read(text, ingredient: ""), Self.startsAMeasure(characters[0..<reading.numbers.lowerBound])
        else {
            self.init(measure: nil, name: text)
            return
        }
        let measure = String(characters[0..<reading.spanEnd]).trimmedOfWhitespace
        var name = String(characters[reading.spanEnd...]).trimmedOfWhitespace
        if name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)).trimmedOfWhitespace }
        guard !name.isEmpty, !measure.isEmpty else {
            self.init(measure: nil, name: text)
            return
        }
        self.init(measure: measure, name: name)
    }

    /// What may come before the number of a measure: nothing, or words ending in "of" ("Juice of 1/2").
    private static func startsAMeasure(_ before: ArraySlice<Character>) -> Bool {
        let words = String(before).lowercased().split(separator: " ")
        return words.isEmpty || (words.count <= 3 && words.last == "of")
    }

    /// A liquid poured to fill the glass: a measure with no amount.
    private static let unmeasuredPhrases = ["top up with", "top with", "fill up with", "fill with", "top up", "top"]
}
