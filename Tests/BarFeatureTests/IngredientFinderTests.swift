import BarFeature
import Testing

@Suite("Ingredient finder")
struct IngredientFinderTests {
    @Test(
        "FK-1: a family finds itself, its synonyms, varieties, brands and flavours at any depth, ignoring case and accents",
        arguments: [
            ("rum", "Rum"), ("rum", " RUM "), ("rum", "Light rum"), ("rum", "White Rum"), ("rum", "Dark rum"), ("rum", "Gold rum"),
            ("rum", "Anejo rum"), ("rum", "Añejo rum"), ("rum", "blackstrap rum"), ("rum", "Spiced rum"), ("rum", "Malibu rum"),
            ("rum", "Bacardi Limon"), ("vodka", "Absolut Vodka"), ("vodka", "Absolut Citron"), ("whiskey", "Whisky"),
            ("light rum", "White rum"), ("Añejo Rum", "anejo rum"),
        ])
    func knowledge_findsWhatBelongsToTheName(typed: String, name: String) throws {
        #expect(IngredientFinder(typed, knowledge: try shippedKnowledge()).finds(name))
    }

    @Test(
        "FK-1: a fruit finds its forms, and a name ending in the typed words finds it when both are alcoholic or neither is",
        arguments: [
            ("lime", "Lime juice"), ("lime", "Fresh Lime Juice"), ("lime", "Lime peel"), ("rum", "151 proof rum"), ("juice", "Apple juice"),
        ])
    func knowledge_findsFormsAndNamesEndingInTheWords(typed: String, name: String) throws {
        #expect(IngredientFinder(typed, knowledge: try shippedKnowledge()).finds(name))
    }

    @Test(
        "FK-1: a name finds nothing it does not hold: not its parents, nor what a made-from or a mere word relates",
        arguments: [
            ("white rum", "Rum"), ("white rum", "Dark rum"), ("rum", "Rumple Minze"), ("rum", "Cachaca"), ("beer", "Ginger beer"),
            ("beer", "Root beer"), ("lime", "Lime vodka"), ("lime", "Lime juice cordial"), ("sugar", "Sugar syrup"),
            ("lemon", "Lime juice"),
            ("gin", "Ginger ale"), ("", "Gin"),
        ])
    func knowledge_findsNothingElse(typed: String, name: String) throws {
        #expect(!IngredientFinder(typed, knowledge: try shippedKnowledge()).finds(name))
    }

    @Test(
        "FK-2: strict finds only the name itself, ignoring case, diacritics and surrounding whitespace",
        arguments: [
            ("campari", "Campari", true), (" CAMPARI ", "campari", true), ("anejo rum", "Añejo rum", true), ("rum", "Light rum", false),
            ("lime", "Lime juice", false), ("", "", false),
        ])
    func strict_findsTheNameItselfOnly(typed: String, name: String, found: Bool) {
        #expect(IngredientFinder(strict: typed).finds(name) == found)
    }
}
