import CatalogueFeature
import Testing

/// Drinks put before the catalogue's, hiding its drinks of their names.
struct PreferredDrinksTests {
    @Test("MDS-4: preferred drinks come first, and a catalogue drink of one of their names, in any case, is left out")
    func merged_putsThemFirstAndHidesTheirNames() {
        let mine = [IndexedDrink(id: 1, name: "Margarita", ingredientNames: ["Mezcal"])]
        let catalogue = [
            IndexedDrink(id: 11007, name: "MARGARITA", ingredientNames: ["Tequila"]),
            IndexedDrink(id: 11000, name: "Mojito", ingredientNames: ["Light rum"]),
        ]

        #expect(PreferredDrinks(mine).merged(into: catalogue).map(\.id) == [1, 11000])
        #expect(PreferredDrinks([]).merged(into: catalogue).map(\.id) == [11007, 11000])
    }
}
