/// How `JSONDecoder` reads a JSON number literal, established by probing it: an integer literal
/// must fit the type; any other literal must denote a whole number, `1e2` and `11007.0` included.
enum ReferenceNumber {
    static func integer(_ literal: String) -> Int? {
        if let value = Int(literal) { return value }
        guard literal.contains(where: { ".eE".contains($0) }), let value = Double(literal) else { return nil }
        return Int(exactly: value)
    }

    /// A finite `Double`; a literal too large for one is an error, not infinity.
    static func double(_ literal: String) -> Double? {
        guard let value = Double(literal), value.isFinite else { return nil }
        return value
    }
}
