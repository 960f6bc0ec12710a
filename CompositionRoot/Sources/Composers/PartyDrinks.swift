import BarFeature
import CatalogueFeature
import FeedPresentation
import Measures
import NameMatching
import PartyFeature
import UserDataInfra

/// Where a party's drinks meet the bar and the knowledge: each drink found as `recipe` finds it (the favourites' and
/// the makeable drinks' by their ids), mapped with what the bar covers into the planner's own models.
struct PartyDrinks: Sendable {
    let lookup: DrinkLookup
    let barDrinks: BarDrinks
    let userData: UserData

    func plan(_ orders: [PartyOrder], favourites: Bool, makeable: Bool, size: PartySize, batching: Bool) async throws -> PartyPlan {
        var chosen: [(drink: Drink, count: Int?)] = []
        func add(_ drink: Drink, count: Int?) {
            if !chosen.contains(where: { $0.drink.id == drink.id }) { chosen.append((drink, count)) }
        }
        for order in orders {
            do {
                add(try await lookup.load(order.query)(), count: order.count)
            } catch {
                throw PartyLookupFailure(query: order.query, error: error)
            }
        }
        for id in try await favourites ? favouriteIDs() : [] {
            // A favourite the catalogue has lost is left out, as `fav list` keeps it without a recipe.
            if let drink = try? await lookup.load(.id(id))() { add(drink, count: nil) }
        }
        for id in try await makeable ? makeableIDs() : [] {
            if let drink = try? await lookup.load(.id(id))() { add(drink, count: nil) }
        }
        guard !chosen.isEmpty else { throw PartyHasNoDrinks() }
        let names = chosen.flatMap { $0.drink.ingredients.map(\.name) }
        // Read once: the bar's matching and the drinks' identities and ABVs share it.
        let knowledge = try IngredientKnowledge.shipped()
        let substitutes = userData.makeSubstitutes()
        let matching = IngredientMatchingSource.knowledge({ knowledge }, substitutes: { try await substitutes.list() })
        var covered = try await CoverIngredients(bar: userData.makeBar(), matching: matching).covered(names)[...]
        let drinks = chosen.map { drink, count in
            let inBar = Array(covered.prefix(drink.ingredients.count))
            covered = covered.dropFirst(drink.ingredients.count)
            return PartyDrink(drink, count: count, inBar: inBar, knowledge: knowledge)
        }
        return PartyPlan(drinks, size: size, batching: batching)
    }

    private func favouriteIDs() async throws -> [Int] {
        try await userData.makeFavourites().list().map(\.id)
    }

    private func makeableIDs() async throws -> [Int] {
        // As `makeable` finds them: the knowledge, the user's substitutes, the staples on hand.
        let matching = barDrinks.ingredientMatching(strict: false, staplesOnHand: true)
        let find = FindMakeableDrinks(bar: userData.makeBar(), drinks: barDrinks.drinks(), matching: matching)
        guard case let .drinks(drinks) = try await find.find(allowedMissing: 0) else { return [] }
        return drinks.map(\.id)
    }
}

extension PartyDrink {
    /// One drink of the catalogue as the planner sees it: each ingredient with its measure for one drink, its
    /// identity and ABV by the knowledge, and whether the bar covers it.
    init(_ drink: Drink, count: Int?, inBar: [Bool], knowledge: IngredientKnowledge) {
        // As `recipe` reads them, measures and strength alike.
        let amounts = RecipeAmounts.withKnowledge(
            of: drink.ingredients.map { ($0.name, $0.measure) }, instructions: drink.instructions, servings: 1)
        let ingredients = amounts.ingredients.enumerated().map { index, ingredient in
            let facts = knowledge.facts(of: ingredient.name)
            return PartyIngredient(
                name: ingredient.name, identity: knowledge.identity(of: ingredient.name), measure: ingredient.measure, abv: facts.abv,
                kind: facts.kind, inBar: index < inBar.count && inBar[index])
        }
        let preparation = Preparation(instructions: drink.instructions, ingredients: drink.ingredients.map(\.name))
        self.init(
            id: drink.id, name: drink.name, source: DrinkSource(drinkID: drink.id).rawValue, fixedCount: count,
            method: preparation.method,
            isIced: preparation.isIced, ingredients: ingredients, strength: amounts.strength)
    }
}

/// A drink the host named that could not be found: said as `recipe` says it.
struct PartyLookupFailure: Error {
    let query: CocktailQuery
    let error: any Error
}

/// `--favourites` or `--makeable` found no drink, and none was named.
struct PartyHasNoDrinks: Error {}
