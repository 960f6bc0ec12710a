/// Numbers written as a recipe writes them, without Foundation's formatters (whose output follows the locale).
enum NumberText {
    /// "1 1/2", "2/3", "3": a whole number and a proper fraction.
    static func mixed(whole: Int, numerator: Int, denominator: Int) -> String {
        guard numerator > 0 else { return String(whole) }
        let fraction = "\(numerator)/\(denominator)"
        return whole > 0 ? "\(whole) \(fraction)" : fraction
    }

    /// "4.5", "22.5", "3": at most `places` decimals, trailing zeros dropped. `value` is finite and bounded.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let units = Int(scaled)
        var whole = String(units / scale)
        var decimals = String(abs(units % scale))
        while decimals.count < places { decimals = "0" + decimals }
        while decimals.hasSuffix("0") { decimals.removeLast() }
        if units < 0, units / scale == 0 { whole = "-0" }
        return decimals.isEmpty ? whole : "\(whole).\(decimals)"
    }
}
