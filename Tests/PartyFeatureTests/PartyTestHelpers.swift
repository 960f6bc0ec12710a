import Measures
import PartyFeature

/// One ingredient as the composition root would hand it in: `measure` for one drink, the identity its name folded.
func ingredient(
    _ name: String, _ measure: String? = nil, abv: Double? = 0, kind: IngredientKind? = nil, inBar: Bool = false,
    identity: String? = nil
) -> PartyIngredient {
    PartyIngredient(
        name: name, identity: identity ?? name.lowercased(), measure: measure.map { Measure($0, ingredient: name) }, abv: abv,
        kind: kind, inBar: inBar)
}

func drink(
    _ name: String, id: Int = 1, count: Int? = nil, method: MixingMethod? = .stirred, _ ingredients: [PartyIngredient]
) -> PartyDrink {
    PartyDrink(id: id, name: name, source: "thecocktaildb", fixedCount: count, method: method, ingredients: ingredients)
}

let negroni = drink(
    "Negroni", id: 11003, method: .stirred,
    [
        ingredient("Gin", "1 oz", abv: 40, inBar: true), ingredient("Campari", "1 oz", abv: 25),
        ingredient("Sweet Vermouth", "1 oz", abv: 16), ingredient("Orange peel", "1", abv: 0, inBar: true),
    ])
let margarita = drink(
    "Margarita", id: 11007, method: .shaken,
    [
        ingredient("Tequila", "1 1/2 oz", abv: 40), ingredient("Triple sec", "1/2 oz", abv: 30, inBar: true),
        ingredient("Lime juice", "1 oz"), ingredient("Salt", abv: nil),
    ])
let daiquiri = drink(
    "Daiquiri", id: 11006, method: .shaken,
    [ingredient("Light rum", "1 1/2 oz", abv: 40), ingredient("Lime Juice", "1/2 oz"), ingredient("Powdered sugar", "1 tsp", abv: 0)])

extension PartyPlan {
    func line(_ name: String) -> IngredientTotal? {
        ingredients.first { $0.name == name }
    }
}
