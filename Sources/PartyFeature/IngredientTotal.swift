import Measures

/// One line of a party's shopping list: an ingredient summed over every drink that uses it.
public struct IngredientTotal: Sendable, Equatable {
    /// As the first drink that uses it spells it.
    public let name: String
    public let identity: String
    public let amounts: TotalAmount
    /// Whether some drink names it without a measure the total can hold ("Top", "Fill with").
    public let hasUnmeasured: Bool
    public let inBar: Bool
    /// The fruit a citrus juice is squeezed from, and how many of them.
    public let fruit: FruitCount?
    /// What to buy, when the bar does not cover it; nil when it does, or when nothing whole can be said.
    public let purchase: Purchase?
}

/// What a total comes to in each kind a recipe measures in; a kind no drink used is nil.
public struct TotalAmount: Sendable, Equatable {
    public private(set) var volumeML: Double?
    public private(set) var volumeMaxML: Double?
    public private(set) var pieces: Double?
    public private(set) var piecesMax: Double?
    public private(set) var grams: Double?
    public private(set) var parts: Double?

    public init() {}

    /// The total as one amount, when every drink measured it in the same kind.
    public var amount: Amount? {
        let kinds = [volumeML, pieces, grams, parts].compactMap { $0 }.count
        guard kinds == 1 else { return nil }
        if let volumeML { return .volume(ml: volumeML, maxML: volumeMaxML) }
        if let pieces { return .count(pieces, maxCount: piecesMax) }
        if let grams { return .weight(grams: grams, maxGrams: nil) }
        return parts.map { .parts($0, maxParts: nil) }
    }

    /// The most a range may ask for, which is what a host buys for.
    var mostML: Double? { volumeMaxML ?? volumeML }
    var mostPieces: Double? { piecesMax ?? pieces }

    mutating func add(_ amount: Amount) {
        switch amount {
        case let .volume(ml, maxML):
            volumeMaxML = Self.sum(volumeMaxML, volumeML, upper: maxML, value: ml)
            volumeML = (volumeML ?? 0) + ml
        case let .count(count, maxCount):
            piecesMax = Self.sum(piecesMax, pieces, upper: maxCount, value: count)
            pieces = (pieces ?? 0) + count
        case let .weight(weight, maxGrams):
            grams = (grams ?? 0) + (maxGrams ?? weight)
        case let .parts(value, _):
            parts = (parts ?? 0) + value
        }
    }

    /// A range's upper bound kept beside the lower: once one amount is a range, the total is one too.
    private static func sum(_ upperSoFar: Double?, _ soFar: Double?, upper: Double?, value: Double) -> Double? {
        guard upperSoFar != nil || upper != nil else { return nil }
        return (upperSoFar ?? soFar ?? 0) + (upper ?? value)
    }
}

/// How many citrus fruit give a juice's total.
public struct FruitCount: Sendable, Equatable {
    public let fruit: CitrusFruit
    public let count: Int
}

/// What a host buys of an ingredient.
public enum Purchase: Sendable, Equatable {
    case bottles(Int, bottleML: Int)
    case pieces(Int)
}
