/// Bar Assistant's units as measures the measure reader reads to the same amount, and back.
enum BarAssistantUnits {
    /// `topup` of 1, or none, is a liquid poured without a volume; a larger amount is that many ml.
    static func measure(amount: Double?, maximum: Double?, units: String) -> String? {
        let unit = units.lowercased()
        if unit == "topup" || unit == "top up" {
            guard let amount, amount > 1 else { return topUp }
            return "\(NumberText.plain(amount)) ml"
        }
        guard let amount else { return units.isEmpty ? nil : units }
        var numbers = NumberText.plain(amount)
        if let maximum, maximum > amount { numbers += "-\(NumberText.plain(maximum))" }
        let written = measureWords[unit] ?? units
        return written.isEmpty ? numbers : "\(numbers) \(written)"
    }

    /// A measure as Bar Assistant's amount, maximum and units; nil amount for one without a number.
    static func amount(of measure: String?) -> (amount: Double?, maximum: Double?, units: String) {
        guard let measure = measure?.trimmed, !measure.isEmpty else { return (nil, nil, "") }
        if topUpWords.contains(measure.lowercased()) { return (1, nil, "topup") }
        let parts = measure.split(separator: " ", maxSplits: 1).map(String.init)
        let numbers = parts[0].split(separator: "-").map(String.init)
        guard let amount = FractionText.value(numbers[0]) else {
            // "1 1/2 oz": a whole number and a fraction.
            return (nil, nil, measure)
        }
        var rest = parts.count > 1 ? parts[1] : ""
        var value = amount
        if let fraction = rest.split(separator: " ", maxSplits: 1).first.map(String.init), fraction.contains("/"),
            let extra = FractionText.value(fraction)
        {
            value += extra
            rest = String(rest.dropFirst(fraction.count)).trimmed
        }
        let maximum = numbers.count > 1 ? FractionText.value(numbers[1]) : nil
        let unit = rest.lowercased()
        return (value, maximum, unitsByWord[unit] ?? rest)
    }

    static let topUp = "Top up"
    private static let topUpWords: Set = ["top up", "top", "fill", "fill with", "top with", "top up with"]

    /// How a measure writes each of Bar Assistant's units the measure reader knows under another word.
    private static let measureWords: [String: String] = [
        "barspoon": "tsp", "bsp": "tsp", "teaspoon": "tsp", "tablespoon": "tbsp", "dashes": "dash", "drops": "drop",
        "parts": "part", "pcs": "", "piece": "", "pieces": "",
    ]
    private static let unitsByWord: [String: String] = ["dashes": "dash", "drops": "drop", "parts": "part", "": ""]
}

/// "1", "1.5", "1/2", "½" as a number.
enum FractionText {
    static func value(_ text: String) -> Double? {
        let unicode: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125]
        if text.count == 1, let character = text.first, let value = unicode[character] { return value }
        let parts = text.split(separator: "/")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
