/// How many drinks a recipe may be asked for.
public enum Servings {
    public static let range: ClosedRange<Int> = 1...100

    /// A number of servings brought into `range`, so that no caller can ask for nothing or for a flood.
    static func clamped(_ servings: Int) -> Int {
        min(max(servings, range.lowerBound), range.upperBound)
    }
}
