import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// Ingredient names in every language (`LG-12`): shown in the language, kept in English in JSON.
struct IngredientNamesAcceptanceTests {
    private static let pipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 80)

    @Test("LG-12: every ingredient of the real catalogue has its name in every language")
    func ingredientNames_coverTheRealCatalogue() async throws {
        let drinks = try #require(try await realSyncedCatalogue().retrieve()).drinks
        let names = Set(drinks.flatMap { $0.ingredients.map { Self.folded($0.name) } })
        try #require(names.count > 300)

        for language in Language.allCases {
            let localizer = Localizer(language: language)
            let held = Set(localizer.keys(in: .ingredientNames).map(Self.folded))
            #expect(names.subtracting(held).isEmpty, "\(language.rawValue) lacks: \(names.subtracting(held).sorted())")
        }
    }

    @Test("LG-12: --lang de recipe margarita shows the lime juice in German; JSON keeps TheCocktailDB's English")
    func recipe_showsIngredientsInTheLanguage() async throws {
        let store = try await realSyncedCatalogue()

        let german = await runDringo(["recipe", "margarita", "--lang", "de"], catalogueStore: store, terminal: Self.pipe)
        let json = await runDringo(["recipe", "margarita", "--lang", "de", "--format", "json"], catalogueStore: store)

        #expect(german.standardOutput.contains("    1 oz Limettensaft\n"), "\(german.standardOutput)")
        #expect(german.standardOutput.contains("    Salz\n"))
        #expect(json.standardOutput.contains(#""name":"Lime juice""#))
        for (code, lime) in [("es", "Zumo de lima"), ("fr", "Jus de citron vert"), ("it", "Succo di lime")] {
            let run = await runDringo(["recipe", "margarita", "--lang", code], catalogueStore: store, terminal: Self.pipe)
            #expect(run.standardOutput.contains("    1 oz \(lime)\n"), "\(code): \(run.standardOutput)")
        }
    }

    private static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    @Test("LG-12: a name no table holds is shown as written")
    func unknownName_isShownAsWritten() throws {
        let localizer = Localizer(language: try #require(Language(rawValue: "de")))

        #expect(localizer.ingredientName("Jagermeister") == "Jägermeister")
        #expect(localizer.ingredientName("LIME JUICE") == "Limettensaft")
        #expect(localizer.ingredientName("House bitters no. 3") == "House bitters no. 3")
        #expect(Localizer(language: .english).ingredientName("Lime juice") == "Lime juice")
    }
}

/// Ingredient names typed in the language (`LG-13`).
struct IngredientNamesTypedAcceptanceTests {
    @Test("LG-13: --lang de bar add Limettensaft keeps Lime juice, and bar remove takes the German name too")
    func barAdd_keepsTheEnglishName() async throws {
        let store = InMemoryBarStore()

        let added = await runDringo(["bar", "add", "limettensaft", "--lang", "de", "--format", "json"], barStore: store)
        let removed = await runDringo(["bar", "remove", "Limettensaft", "--lang", "de", "--format", "json"], barStore: store)

        #expect(added.exitCode == .success, "\(added.standardError)")
        #expect(added.standardOutput.contains(#""Lime juice""#), "\(added.standardOutput)")
        #expect(removed.exitCode == .success, "\(removed.standardError)")
        #expect(!removed.standardOutput.contains("Lime juice"), "\(removed.standardOutput)")
    }

    @Test("LG-13: --lang es search --ingredient \"zumo de lima\" finds the Margarita, as do the French and Italian names")
    func searchByIngredient_inTheLanguage() async throws {
        let store = try await realSyncedCatalogue()

        for (code, lime) in [("es", "zumo de lima"), ("fr", "Jus de citron vert"), ("it", "succo di lime"), ("de", "Limettensaft")] {
            let run = await runDringo(["search", "--ingredient", lime, "--lang", code, "--format", "json"], catalogueStore: store)
            #expect(run.exitCode == .success, "\(code): \(run.standardError)")
            #expect(run.standardOutput.contains(#""name":"Margarita""#), "\(code)")
        }
    }
}
