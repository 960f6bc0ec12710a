import HouseDrinksFeature
import Testing

@Suite("Reading dringo's card")
struct CardFormatTests {
    @Test("MD-1: a card gives its name, keys, ingredients as the reader splits them, and instructions")
    func card_readsEveryPart() throws {
        let read = try recipes(
            """
            # House Gimlet
            Category: Cocktail
            Glass: Coupe
            Alcoholic: yes
            Tags: Sour, Gin
            Picture: https://example.com/gimlet.jpg

            60 ml Gin
            Lime cordial

            Stir with ice.
            Strain into a chilled coupe.
            """)

        #expect(
            read == [
                HouseRecipe(
                    name: "House Gimlet", category: "Cocktail", alcoholic: "Alcoholic", glass: "Coupe",
                    instructions: "Stir with ice.\nStrain into a chilled coupe.", tags: ["Sour", "Gin"],
                    imageURL: "https://example.com/gimlet.jpg",
                    ingredients: [HouseIngredient(name: "Gin", measure: "60 ml"), HouseIngredient(name: "Lime cordial", measure: nil)])
            ])
    }

    @Test("MD-1: cards separated by a line --- are each a drink, and blank keys say nothing")
    func cards_areSeparated() throws {
        let read = try recipes("# One\nGlass: \n\n1 oz Gin\n---\n# Two\n\n2 oz Rum\n")

        #expect(read.map(\.name) == ["One", "Two"])
        #expect(read[0].glass == nil)
    }

    @Test("MD-6: a card without a name, without an ingredient, with an unknown key or a bad Alcoholic names its line")
    func faultyCards_nameTheirLine() {
        #expect(refusal("#\n\n1 oz Gin\n") == DrinkFileError(.noName, at: .line(1)))
        #expect(refusal("# Gin alone\nGlass: Coupe\n") == DrinkFileError(.noIngredient, at: .line(1)))
        #expect(refusal("# A\nColour: red\n\n1 oz Gin\n") == DrinkFileError(.unknownKey("Colour"), at: .line(2)))
        #expect(refusal("# A\nAlcoholic: maybe\n\n1 oz Gin\n") == DrinkFileError(.badAlcoholic("maybe"), at: .line(2)))
        #expect(refusal("# A\n\n-2 oz Gin\n") == DrinkFileError(.badAmount, at: .line(3)))
        #expect(refusal("# A\u{7}B\n\n1 oz Gin\n") == DrinkFileError(.controlCharacters, at: .line(1)))
        #expect(refusal("# A\n\n1 oz Gin\n---\n# a\n\n1 oz Rum\n") == DrinkFileError(.duplicateName("a")))
    }

    @Test("MD-12: a card written reads back to the same recipe")
    func card_roundTrips() throws {
        let original = HouseRecipe(
            name: "Tommy's", category: "Cocktail", alcoholic: "Non alcoholic", glass: "Rocks", instructions: "Shake.\n\nServe.",
            iba: "New Era",
            tags: ["a", "b"], imageURL: "https://x.test/p.jpg", ingredients: [HouseIngredient(name: "Agave syrup", measure: "1 oz")])

        let written = DrinkExport.data([HouseDrink(id: 1, recipe: original)], as: .card)

        #expect(try recipes(String(decoding: written, as: UTF8.self)) == [original])
    }
}
