/// Walks a measure's characters: numbers (whole, decimal, fraction, mixed, unicode), ranges and unit words.
struct MeasureScanner {
    struct Quantity {
        let value: WrittenNumber
        let maximum: WrittenNumber?
        let valueEnd: Int
        let maximumStart: Int
        let numbersEnd: Int
        let unit: MeasureUnit?
        let unitEnd: Int
    }

    let characters: [Character]
    var position = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// Where the first number starts.
    func firstNumberStart() -> Int? {
        characters.indices.first { Self.isDigit(characters[$0]) || Self.unicodeFraction(characters[$0]) != nil }
    }

    /// A number, an optional upper bound ("-3", " to 3", " or 3"), and the unit word after them.
    mutating func readQuantity(allowingSpaces: Bool = false) -> Quantity? {
        if allowingSpaces { skipSpaces() }
        guard let value = readNumber() else { return nil }
        let valueEnd = position
        let upper = readUpperBound(above: value)
        let numbersEnd = position
        let unit = readUnit()
        return Quantity(
            value: value, maximum: upper?.bound, valueEnd: valueEnd, maximumStart: upper?.start ?? valueEnd, numbersEnd: numbersEnd,
            unit: unit?.unit, unitEnd: unit?.end ?? numbersEnd)
    }

    /// The upper bound of a range, moving past it; a bound not above the lower one is moved past and dropped.
    private mutating func readUpperBound(above value: WrittenNumber) -> (bound: WrittenNumber?, start: Int)? {
        var lookahead = self
        lookahead.skipSpaces()
        guard lookahead.consumeRangeConnector() else { return nil }
        lookahead.skipSpaces()
        let start = lookahead.position
        guard let upper = lookahead.readNumber() else { return nil }
        self = lookahead
        return (upper.value > value.value ? upper : nil, start)
    }

    /// The unit word right after the numbers ("fl oz" as one), moving past it; nil, not moving, when there is none.
    private mutating func readUnit() -> (unit: MeasureUnit, end: Int)? {
        var scanner = self
        scanner.skipSpaces()
        guard let word = scanner.readWord(skippingOthers: false) else { return nil }
        if word.text.lowercased() == "fl" {
            var ounces = scanner
            _ = ounces.consume(".")
            ounces.skipSpaces()
            let fluidOunce = MeasureUnit.volume(ml: BarConventions.fluidOunceML, measured: true)
            if let next = ounces.readWord(skippingOthers: false), MeasureUnit.named(next.text) == fluidOunce {
                self = ounces
                return (fluidOunce, next.range.upperBound)
            }
        }
        guard let unit = MeasureUnit.named(word.text) else { return nil }
        self = scanner
        return (unit, word.range.upperBound)
    }

    /// "1", "1.5", "4,5", "1,000", "1/2", "1 1/2", "1-1/2", "½", "1½", "1 ½".
    mutating func readNumber() -> WrittenNumber? {
        if let fraction = readUnicodeFraction() { return fraction }
        guard let whole = readWholeNumber() else { return nil }
        if consume("/") {
            guard let denominator = readDigits() else { return nil }
            return WrittenNumber.fraction(whole, over: denominator)
        }
        if let decimals = readDecimals() {
            return .decimal(Double(whole) + decimals)
        }
        let wholeNumber = WrittenNumber.fraction(numerator: whole, denominator: 1)
        var lookahead = self
        // "1-1/2" is one and a half, as American recipes hyphenate it, not a range.
        if !lookahead.consume("-") { lookahead.skipSpaces() }
        if let fraction = lookahead.readProperFraction(), let mixed = wholeNumber + fraction {
            self = lookahead
            return mixed
        }
        return wholeNumber
    }

    /// "½", or "1/2" with a numerator below its denominator.
    private mutating func readProperFraction() -> WrittenNumber? {
        if let fraction = readUnicodeFraction() { return fraction }
        var lookahead = self
        guard let numerator = lookahead.readDigits(), lookahead.consume("/"), let denominator = lookahead.readDigits(),
            numerator < denominator
        else { return nil }
        self = lookahead
        return WrittenNumber.fraction(numerator, over: denominator)
    }

    /// Digits, with groups of three after commas as thousands ("1,000"); nil when they do not fit an `Int`.
    private mutating func readWholeNumber() -> Int? {
        guard var whole = readDigits() else { return nil }
        while isThousandsGroup() {
            position += 1
            let (scaled, overflow) = whole.multipliedReportingOverflow(by: 1000)
            guard !overflow, let group = readDigits() else { return nil }
            let (sum, sumOverflow) = scaled.addingReportingOverflow(group)
            guard !sumOverflow else { return nil }
            whole = sum
        }
        return whole
    }

    /// A comma and exactly three digits: "4,500" is four thousand five hundred, "4,5" four and a half.
    private func isThousandsGroup() -> Bool {
        let end = position + 4
        guard end <= characters.count, characters[position] == ",",
            characters[(position + 1)..<end].allSatisfy(Self.isDigit)
        else { return false }
        return end == characters.count || !Self.isDigit(characters[end])
    }

    /// A run of letters, as written, with where it is; the next one when `skippingOthers`, else one starting here.
    mutating func readWord(skippingOthers: Bool = true) -> (text: String, range: Range<Int>)? {
        while skippingOthers, position < characters.count, !characters[position].isLetter { position += 1 }
        let start = position
        while position < characters.count, characters[position].isLetter { position += 1 }
        guard position > start else { return nil }
        return (String(joining: characters[start..<position]), start..<position)
    }

    mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    mutating func consume(_ character: Character) -> Bool {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func consumeRangeConnector() -> Bool {
        if consume("-") || consume("–") { return true }
        for word in ["to", "or"] {
            let end = position + word.count
            guard end < characters.count, String(joining: characters[position..<end]).lowercased() == word, characters[end].isWhitespace
            else { continue }
            position = end
            return true
        }
        return false
    }

    /// At most nine digits, so that a number always fits an `Int`; more make no number.
    private mutating func readDigits() -> Int? {
        let start = position
        while position < characters.count, Self.isDigit(characters[position]) { position += 1 }
        guard position > start, position - start <= 9 else {
            position = start
            return nil
        }
        return Int(String(joining: characters[start..<position]))
    }

    /// ".5" or ",5" after a whole number, at most nine decimals.
    private mutating func readDecimals() -> Double? {
        guard position + 1 < characters.count, characters[position] == "." || characters[position] == ",",
            Self.isDigit(characters[position + 1])
        else { return nil }
        let start = position + 1
        var end = start
        while end < characters.count, Self.isDigit(characters[end]) { end += 1 }
        guard end - start <= 9, let digits = Int(String(joining: characters[start..<end])) else { return nil }
        position = end
        var scale = 1.0
        for _ in start..<end { scale *= 10 }
        return Double(digits) / scale
    }

    private mutating func readUnicodeFraction() -> WrittenNumber? {
        guard position < characters.count, let (numerator, denominator) = Self.unicodeFraction(characters[position]) else { return nil }
        position += 1
        return WrittenNumber.fraction(numerator, over: denominator)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }

    /// A switch rather than a dictionary: a `Character` key is hashed, and the first hash looks up a conformance
    /// at run time, which costs a recipe more than all its measures.
    private static func unicodeFraction(_ character: Character) -> (numerator: Int, denominator: Int)? {
        switch character {
        case "½": (1, 2)
        case "⅓": (1, 3)
        case "⅔": (2, 3)
        case "¼": (1, 4)
        case "¾": (3, 4)
        case "⅕": (1, 5)
        case "⅖": (2, 5)
        case "⅗": (3, 5)
        case "⅘": (4, 5)
        case "⅙": (1, 6)
        case "⅚": (5, 6)
        case "⅐": (1, 7)
        case "⅛": (1, 8)
        case "⅜": (3, 8)
        case "⅝": (5, 8)
        case "⅞": (7, 8)
        case "⅑": (1, 9)
        case "⅒": (1, 10)
        default: nil
        }
    }
}
