import HouseDrinksFeature

extension UniqueDocuments {
    /// The user's own drinks with every optional field given and none, names and text a careless codec would change,
    /// strengths with fractions, and ids at the edges of what they may be.
    static func houseDrinks(salt: Int) -> @Sendable (Int) -> [HouseDrink] {
        { number in
            [
                HouseDrink(
                    id: salt &+ number,
                    recipe: HouseRecipe(
                        name: "House Gimlet \(salt) \(number)", category: "Cocktail", alcoholic: "Alcoholic", glass: "Coupe",
                        instructions: "Shake.\n\tStrain, \"hard\" \\ \u{2028}", iba: "Unforgettables", tags: ["Sour", "Gin"],
                        imageURL: "https://example.com/g.jpg",
                        ingredients: [
                            HouseIngredient(name: "London dry gin", measure: "2 oz", abv: 47.3),
                            HouseIngredient(name: "Soda", measure: nil, abv: nil),
                        ])),
                HouseDrink(id: 1, recipe: HouseRecipe(name: "Cre\u{0300}me \"Ünïcødé\" 🍋", ingredients: [])),
                HouseDrink(
                    id: 9999, recipe: HouseRecipe(name: "梅酒", tags: [], ingredients: [HouseIngredient(name: "Umeshu", measure: "1/2 cup")])),
            ]
        }
    }
}
