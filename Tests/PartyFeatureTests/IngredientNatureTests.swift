import PartyFeature
import Testing

struct IngredientNatureTests {
    @Test("PA-6: what fizzes and what spoils are read from the name's words")
    func nature_carbonatedAndPerishable() {
        #expect(IngredientNature(name: "Club soda", abv: 0).isCarbonated)
        #expect(IngredientNature(name: "Ginger ale", abv: 0).isCarbonated)
        #expect(IngredientNature(name: "Champagne", abv: 12).isCarbonated)
        #expect(!IngredientNature(name: "Sweet Vermouth", abv: 16).isCarbonated)
        #expect(IngredientNature(name: "Egg white", abv: 0).isPerishable)
        #expect(IngredientNature(name: "Heavy cream", abv: 0).isPerishable)
        #expect(IngredientNature(name: "Milk", abv: 0).isPerishable)
        #expect(!IngredientNature(name: "Creme de Cacao", abv: 25).isPerishable)
    }

    @Test("PA-3: only a citrus juice is squeezed from its fruit")
    func nature_citrus() {
        #expect(IngredientNature(name: "Lime juice", abv: 0).citrus == .lime)
        #expect(IngredientNature(name: "Fresh Lemon Juice", abv: 0).citrus == .lemon)
        #expect(IngredientNature(name: "Orange juice", abv: 0).citrus == .orange)
        #expect(IngredientNature(name: "Lime", abv: 0).citrus == nil)
        #expect(IngredientNature(name: "Lemon vodka", abv: 35).citrus == nil)
        #expect(IngredientNature(name: "Cranberry juice", abv: 0).citrus == nil)
    }

    @Test("PA-5: ice in any of the recipes' spellings")
    func nature_ice() {
        #expect(IngredientNature(name: "Crushed ice", abv: 0).isIce)
        #expect(IngredientNature(name: "Ice", abv: 0).isIce)
        #expect(!IngredientNature(name: "Ice cream", abv: 0).isIce)
    }
}
