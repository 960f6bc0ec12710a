import Measures

/// The use case "Plan a party": the drinks with their counts, every ingredient summed and what the bar lacks to buy,
/// the ice, and the drinks that can be batched ahead. Pure: the drinks and what the bar covers are handed in.
public struct PartyPlan: Sendable, Equatable {
    public let drinks: [PlannedDrink]
    /// In the order the drinks first use them.
    public let ingredients: [IngredientTotal]
    /// Nil when no drink is made on ice.
    public let iceKilograms: Double?
    /// Empty unless batches were asked for.
    public let batches: [PartyBatch]

    /// - Parameter batching: whether to batch the drinks that can be made ahead.
    public init(_ drinks: [PartyDrink], size: PartySize, batching: Bool = false) {
        let counts = size.counts(fixed: drinks.map(\.fixedCount))
        self.drinks = zip(drinks, counts).map { PlannedDrink(drink: $0, count: $1) }
        ingredients = Self.totals(of: zip(drinks, counts).map { ($0, $1) })
        let ice = zip(drinks, counts).reduce(0.0) { total, pair in
            guard pair.0.isIced, let method = pair.0.method else { return total }
            return total + PartyConventions.iceKilograms(for: method) * Double(pair.1)
        }
        // To the tenth above, a hair's breadth of floating point forgiven.
        iceKilograms = ice > 0 && ice.isFinite ? (ice * 10 - 1e-9).rounded(.up) / 10 : nil
        batches = batching ? zip(drinks, counts).compactMap { PartyBatch.of($0, count: $1) } : []
    }

    private static func totals(of drinks: [(drink: PartyDrink, count: Int)]) -> [IngredientTotal] {
        var order: [String] = []
        var lines: [String: Line] = [:]
        for (drink, count) in drinks where count > 0 {
            for ingredient in drink.ingredients {
                let nature = IngredientNature(name: ingredient.name, abv: ingredient.abv)
                guard !nature.isIce, !ingredient.name.allSatisfy(\.isWhitespace) else { continue }
                if lines[ingredient.identity] == nil {
                    order.append(ingredient.identity)
                    lines[ingredient.identity] = Line(first: ingredient, nature: nature)
                }
                lines[ingredient.identity]?.add(ingredient, count: count)
            }
        }
        return order.compactMap { lines[$0]?.total }
    }

    /// An ingredient's line as the drinks add to it.
    private struct Line {
        let first: PartyIngredient
        let nature: IngredientNature
        var amounts = TotalAmount()
        var unmeasuredDrinks = 0
        var inBar = true

        init(first: PartyIngredient, nature: IngredientNature) {
            self.first = first
            self.nature = nature
        }

        mutating func add(_ ingredient: PartyIngredient, count: Int) {
            inBar = inBar && ingredient.inBar
            if let amount = ingredient.measure?.amount {
                amounts.add(amount.times(Double(count)))
            } else {
                unmeasuredDrinks += count
            }
        }

        var total: IngredientTotal {
            let fruit = nature.citrus.flatMap { fruit in
                amounts.mostML.map { FruitCount(fruit: fruit, count: Self.whole($0 / fruit.juiceML)) }
            }
            return IngredientTotal(
                name: first.name, identity: first.identity, amounts: amounts, hasUnmeasured: unmeasuredDrinks > 0, inBar: inBar,
                fruit: fruit, purchase: inBar ? nil : purchase(fruit: fruit))
        }

        /// Citrus juice as its fruit; a volume, or a liquid of no measure, in whole bottles; pieces as pieces. Grams,
        /// a solid by the spoon (sugar), and what is neither measured nor a liquid (salt for a rim) are bought as
        /// needed: nothing whole to say.
        private func purchase(fruit: FruitCount?) -> Purchase? {
            if let fruit { return .pieces(max(fruit.count, 1)) }
            let bottle = IngredientNature.bottleML(name: first.name, abv: first.abv)
            if let ml = amounts.mostML {
                return first.kind == .solid ? nil : .bottles(max(Self.whole(ml / Double(bottle)), 1), bottleML: bottle)
            }
            if let pieces = amounts.mostPieces { return .pieces(max(Self.whole(pieces), 1)) }
            if amounts.parts != nil || (unmeasuredDrinks > 0 && nature.isLiquid) { return .bottles(1, bottleML: bottle) }
            return nil
        }

        /// Rounded up, a hair's breadth forgiven (3.0000001 bottles are 3), and bounded.
        private static func whole(_ value: Double) -> Int {
            guard value.isFinite, value > 0 else { return 0 }
            return Int(min((value - 1e-9).rounded(.up), 1e9))
        }
    }
}

/// A drink of the party, with its count.
public struct PlannedDrink: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let source: String
    public let count: Int
    public let strength: StrengthEstimate?

    init(drink: PartyDrink, count: Int) {
        id = drink.id
        name = drink.name
        source = drink.source
        self.count = count
        strength = drink.strength
    }
}
