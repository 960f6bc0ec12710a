/// How many drinks a party pours: its guests times the drinks each, shared among the drinks.
public struct PartySize: Sendable, Equatable {
    public static let guestRange: ClosedRange<Int> = 1...1000
    public static let eachRange: ClosedRange<Int> = 1...20
    /// What one drink named with a count may ask for: a whole party of one drink, at most.
    public static let countRange: ClosedRange<Int> = 1...(guestRange.upperBound * eachRange.upperBound)

    public let guests: Int
    public let drinksEach: Int

    /// Each figure brought into its range.
    public init(guests: Int = 1, drinksEach: Int = 2) {
        self.guests = min(max(guests, Self.guestRange.lowerBound), Self.guestRange.upperBound)
        self.drinksEach = min(max(drinksEach, Self.eachRange.lowerBound), Self.eachRange.upperBound)
    }

    public var totalDrinks: Int { guests * drinksEach }

    /// Each drink's count: its own when fixed; otherwise what the fixed counts leave of the total, never below
    /// nothing, shared evenly among the others and rounded up, so that no guest goes without.
    public func counts(fixed: [Int?]) -> [Int] {
        let sharing = fixed.filter { $0 == nil }.count
        guard sharing > 0 else { return fixed.map { $0 ?? 0 } }
        let left = max(0, totalDrinks - fixed.reduce(0) { $0 + ($1 ?? 0) })
        let share = (left + sharing - 1) / sharing
        return fixed.map { $0 ?? share }
    }
}
