import Measures

/// A drink made ahead for its whole count: what goes in the bottle, the water its ice would have added, so that it
/// pours straight from the fridge, and what is added at service.
public struct PartyBatch: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let count: Int
    /// Each for the whole count, in the recipe's order.
    public let ingredients: [BatchIngredient]
    public let waterML: Double
    /// As the drink spells them: what fizzes, and what is not poured (garnishes, pieces, sugar).
    public let atService: [String]

    /// A batch of the drink for `count`, or nil when it cannot be made ahead: only a stirred or built drink, with no
    /// egg or dairy, with something measured in volume to batch.
    static func of(_ drink: PartyDrink, count: Int) -> PartyBatch? {
        guard let method = drink.method, method == .stirred || method == .built, count > 0 else { return nil }
        var ingredients: [BatchIngredient] = []
        var atService: [String] = []
        var (volume, alcohol) = (0.0, 0.0)
        for ingredient in drink.ingredients {
            let nature = IngredientNature(name: ingredient.name, abv: ingredient.abv)
            if nature.isPerishable { return nil }
            if nature.isIce { continue }
            // A solid by the spoon (sugar) is never poured: it is put in each glass, as the strength leaves it out.
            guard !nature.isCarbonated, ingredient.kind != .solid, case let .volume(ml, maxML)? = ingredient.measure?.amount else {
                // A recipe in parts has no size to batch.
                if case .parts? = ingredient.measure?.amount { return nil }
                atService.append(ingredient.name)
                continue
            }
            let typical = maxML.map { (ml + $0) / 2 } ?? ml
            volume += typical
            alcohol += typical * min(max(ingredient.abv ?? 0, 0), 100) / 100
            ingredients.append(BatchIngredient(name: ingredient.name, amount: .volume(ml: ml, maxML: maxML).times(Double(count))))
        }
        guard volume > 0, volume.isFinite, alcohol.isFinite else { return nil }
        let water = drink.isIced ? volume * method.waterShare(atABV: alcohol / volume * 100) * Double(count) : 0
        return PartyBatch(
            id: drink.id, name: drink.name, count: count, ingredients: ingredients, waterML: water.isFinite ? water : 0,
            atService: atService)
    }
}

/// One ingredient of a batch, for the batch's count.
public struct BatchIngredient: Sendable, Equatable {
    public let name: String
    public let amount: Amount
}
