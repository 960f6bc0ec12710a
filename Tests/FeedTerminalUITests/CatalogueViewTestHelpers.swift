@testable import FeedPresentation

/// A name holding an SGR sequence, an OSC title, an 8-bit CSI, a C1 control and a bidi override: "Margarita" once sanitized.
let hostileName = "\u{1B}[31mMar\u{1B}]0;pwned\u{07}ga\u{9B}1mri\u{85}\u{202E}ta\u{1B}[0m"

/// Whether the text holds nothing a terminal would act on: no ESC, no C0 but newline, no DEL, no C1, no bidi control.
func isTerminalSafe(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x0A: true
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}

/// A strength as the presenter words it, with its JSON.
let sampleStrength = StrengthViewModel(
    line: "About 40% poured, 30% shaken; 14 g of alcohol",
    members: [
        ListMember("poured", .decimal(40)), ListMember("served", .decimal(30.5)), ListMember("method", .text("shaken")),
        ListMember("alcoholGrams", .decimal(14)),
    ])

func makeRecipe(
    name: String = "Margarita",
    details: String? = "Ordinary Drink, Alcoholic, Cocktail glass",
    ingredients: [IngredientViewModel] = [
        IngredientViewModel(
            name: "Tequila", measure: "1 1/2 oz", shown: "1 1/2 oz",
            amount: [ListMember("kind", .text("volume")), ListMember("ml", .decimal(44.36))], line: "1 1/2 oz Tequila"),
        IngredientViewModel(name: "Salt", measure: nil, line: "Salt"),
    ],
    servings: Int = 1,
    strength: StrengthViewModel? = nil,
    instructions: String? = "Rub the rim of the glass with the lime slice.",
    instructionsLanguage: String? = "en"
) -> RecipeViewModel {
    RecipeViewModel(
        id: 11007, name: name, category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass", details: details,
        imageURL: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg", ingredients: ingredients,
        servings: servings, strength: strength, instructions: instructions, instructionsLanguage: instructionsLanguage,
        instructionsNote: nil, favourite: nil, iba: "Contemporary Classics", tags: ["IBA", "ContemporaryClassic"], listing: nil)
}
