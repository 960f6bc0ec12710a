import BarFeature
import Testing

@Suite("Known ingredients")
struct KnownIngredientsTests {
    private let known = KnownIngredients([
        drink(1, "Gin Tonic", ["Gin", "Tonic water", " Lime juice "]),
        drink(2, "Gimlet", ["gin", "Lime Juice"]),
    ])

    @Test("MK-12: an ingredient some drink uses, in any spelling, is known")
    func unknown_leavesOutIngredientsSomeDrinkUses() {
        #expect(known.unknown(among: ["GIN", " lime juice", "Limé Juice", "tonic water"]) == [])
    }

    @Test("MK-12: a name no drink uses is unknown, trimmed, and suggests the closest ingredient in its first spelling")
    func unknown_deliversNamesNoDrinkUses_withTheirSuggestion() {
        let unknown = known.unknown(among: [" limejuice ", "gin", "Chartreuse"])

        #expect(unknown.map(\.name) == ["limejuice", "Chartreuse"])
        #expect(unknown.map(known.suggestion(for:)) == ["Lime juice", nil])
    }

    @Test("MK-12: a blank name is no ingredient, and nothing is known of no drinks")
    func unknown_ignoresBlankNames() throws {
        let gin = try #require(BarIngredient("gin"))

        #expect(known.unknown(among: ["", "  "]) == [])
        #expect(KnownIngredients([]).unknown(among: ["gin"]) == [gin])
        #expect(KnownIngredients([]).suggestion(for: gin) == nil)
    }
}
