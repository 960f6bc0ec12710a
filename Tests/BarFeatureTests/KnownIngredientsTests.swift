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

    @Test("LG-18: a name compared as another spelling writes the known ones is suggested in its first spelling")
    func suggestion_comparesTheNamesAsSpelled() throws {
        let spelled = { (name: String) in name.lowercased() == "lime juice" ? "Limettensaft" : name }

        #expect(known.suggestion(for: try #require(BarIngredient("Limetensaft")), spelledAs: spelled) == "Lime juice")
        #expect(known.suggestion(for: try #require(BarIngredient("Limetensaft"))) == nil)
        #expect(known.suggestion(for: try #require(BarIngredient("Chartreuse")), spelledAs: spelled) == nil)
    }

    @Test("MK-12: a blank name is no ingredient, and nothing is known of no drinks")
    func unknown_ignoresBlankNames() throws {
        let gin = try #require(BarIngredient("gin"))

        #expect(known.unknown(among: ["", "  "]) == [])
        #expect(KnownIngredients([]).unknown(among: ["gin"]) == [gin])
        #expect(KnownIngredients([]).suggestion(for: gin) == nil)
    }

    @Test("MK-15: with the knowledge, a name it places is known though no drink spells it, and an unknown brand suggests its family")
    func unknown_withKnowledge_knowsItsNames_andSuggestsTheFamily() throws {
        let knowledge = try parsedKnowledge(
            "Vodka", "Absolut Vodka: brand of Vodka", "Rum", "White rum: variety of Rum", "Light rum: same as White rum")
        let known = KnownIngredients([drink(1, "Rum Tonic", ["Light rum", "Tonic water"])], knowledge: knowledge)

        let unknown = known.unknown(among: ["white rum", "Vodka", "Smirnoff vodka", "Havana Club White Rum", "Chartreuse", "light rum"])

        #expect(unknown.map(\.name) == ["Smirnoff vodka", "Havana Club White Rum", "Chartreuse"])
        #expect(unknown.map(known.suggestion(for:)) == ["Vodka", "White rum", nil])
    }

    @Test("MK-15: with the knowledge, a name close to one it places suggests that name")
    func suggestion_withKnowledge_comesFromItsNamesToo() throws {
        let knowledge = try parsedKnowledge("Rum", "White rum: variety of Rum", "Light rum: same as White rum")
        let known = KnownIngredients([drink(1, "Gin Tonic", ["Gin"])], knowledge: knowledge)
        let typed = try #require(BarIngredient("whte rum"))

        #expect(known.suggestion(for: typed) == "White rum")
    }
}
