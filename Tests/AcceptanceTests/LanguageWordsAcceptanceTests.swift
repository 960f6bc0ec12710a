import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import TestSupport
import Testing
import UserDataInfra

/// The words dringo writes itself, in the language (`LG-15`, `LG-17`), ingredient names in its lists (`LG-16`), and
/// "did you mean" in the language's words (`LG-18`).
struct LanguageWordsAcceptanceTests {
    private static let pipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 200)
    private static let translations = Language.allCases.filter { $0 != .english }

    @Test(
        "LG-15: a scaled recipe has dringo's words in the language; JSON's shown and one drink keep TheCocktailDB's",
        arguments: Language.allCases)
    func scaledRecipe_wordsItsAmountsInTheLanguage(language: Language) async throws {
        let store = try await realSyncedCatalogue()
        let localizer = Localizer(language: language)
        let juiceOf = Self.capitalised(localizer.string("juice of", table: .measureWords))
        let dashes = localizer.string("dashes", table: .measureWords)

        let limeade = await runDringo(
            ["recipe", "limeade", "--servings", "2", "--lang", language.rawValue], catalogueStore: store, terminal: Self.pipe)
        let vodka = await runDringo(
            ["recipe", "long vodka", "--servings", "3", "--lang", language.rawValue], catalogueStore: store, terminal: Self.pipe)
        let one = await runDringo(["recipe", "limeade", "--lang", language.rawValue], catalogueStore: store, terminal: Self.pipe)

        let lime = localizer.ingredientName("Lime")
        let limes = localizer.ingredientName("Lime", afterCount: 2)
        #expect(limeade.standardOutput.contains("    \(juiceOf) 2 \(limes)\n"), "\(limeade.standardOutput)")
        #expect(vodka.standardOutput.contains("    12 \(dashes) "), "\(vodka.standardOutput)")
        #expect(one.standardOutput.contains("    Juice of 1 \(lime)\n"), "\(one.standardOutput)")
    }

    @Test("LG-15: --lang de words a scaled recipe in German, and its JSON keeps the English measure")
    func scaledRecipe_inGerman() async throws {
        let store = try await realSyncedCatalogue()

        let text = await runDringo(["recipe", "limeade", "--servings", "2", "--lang", "de"], catalogueStore: store, terminal: Self.pipe)
        let json = await runDringo(["recipe", "limeade", "--servings", "2", "--lang", "de", "--format", "json"], catalogueStore: store)

        #expect(text.standardOutput.contains("    Saft von 2 Limetten\n    2 EL Zucker\n"), "\(text.standardOutput)")
        #expect(json.standardOutput.contains(#""shown":"Juice of 2""#), "\(json.standardOutput)")
    }

    @Test("LG-15: a party's volume under a quarter ounce is in the language's teaspoons", arguments: Language.allCases)
    func party_wordsTeaspoonsInTheLanguage(language: Language) async throws {
        let teaspoon = Localizer(language: language).string("tsp", table: .measureWords)

        let run = await runDringo(
            ["party", "negroni", "old fashioned", "--guests", "4", "--units", "oz", "--lang", language.rawValue],
            catalogueStore: try await realSyncedCatalogue(), terminal: Self.pipe)

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains(" 3/4 \(teaspoon)\n"), "\(run.standardOutput)")
    }

    @Test("LG-16: --lang de names the bar's ingredients, the substitutes, makeable's and shopping's in German; JSON keeps English")
    func lists_nameIngredientsInGerman() async throws {
        let (catalogue, bar, storage) = (try await realSyncedCatalogue(), InMemoryBarStore(), InMemoryDocumentStorage())
        _ = await runDringo(["bar", "add", "gin", "Lime juice", "--lang", "de"], catalogueStore: catalogue, barStore: bar)

        let list = await runDringo(["bar", "list", "--lang", "de"], catalogueStore: catalogue, barStore: bar)
        let json = await runDringo(["bar", "list", "--lang", "de", "--format", "json"], catalogueStore: catalogue, barStore: bar)
        let substitute = await runDringo(
            ["bar", "substitute", "Zitronensaft", "Limettensaft", "--lang", "de"], barStore: bar, storage: storage)
        let substitutes = await runDringo(["bar", "substitutes", "--format", "json"], barStore: bar, storage: storage)
        let makeable = await runDringo(["makeable", "--missing", "1", "--lang", "de"], catalogueStore: catalogue, barStore: bar)
        let shopping = await runDringo(["shopping", "--lang", "de"], catalogueStore: catalogue, barStore: bar)

        #expect(list.standardOutput == "Gin\nLimettensaft\n", "\(list)")
        // "gin" is how German writes it too, so it is kept as typed, as an English bar keeps it.
        #expect(json.standardOutput == #"{"ingredients":["gin","Lime juice"]}"# + "\n", "\(json)")
        #expect(substitute.standardOutput == "Zitronensaft für Limettensaft\n", "\(substitute)")
        #expect(substitutes.standardOutput == #"{"substitutes":[{"have":"Lemon juice","for":"Lime juice"}]}"# + "\n")
        #expect(makeable.standardOutput.contains("Addison (fehlt: Wermut)"), "\(makeable.standardOutput)")
        #expect(!makeable.standardOutput.contains("Vermouth"))
        #expect(shopping.standardOutput.hasPrefix("Roter Wermut (2 weitere Drinks: "), "\(shopping.standardOutput)")
    }

    @Test("LG-17: help and usage lines name placeholders as each language's tables do", arguments: Language.allCases)
    func help_namesPlaceholdersInTheLanguage(language: Language) async throws {
        let localizer = Localizer(language: language)
        let text = localizer.string("operand.search-text.placeholder", table: .commandLine)
        let name = localizer.string("option.glass.placeholder", table: .commandLine)
        let file = localizer.string("option.output.placeholder", table: .commandLine)

        let search = await runDringo(["help", "search", "--lang", language.rawValue], terminal: Self.pipe)
        let image = await runDringo(["image", "--help", "--lang", language.rawValue], terminal: Self.pipe)

        #expect(search.standardOutput.contains("[<\(text)>] [--ingredient \(name)]... [--category \(name)] [--glass \(name)]"), "\(search)")
        #expect(image.standardOutput.contains("[--output \(file)]"), "\(image)")
        #expect(search.standardOutput.contains("[--limit N]"))
    }

    @Test("LG-17: English placeholders are the syntax's own, and French, Spanish and Italian name them in their words")
    func help_placeholdersInEnglishAndOthers() async throws {
        let english = await runDringo(["help", "search"], terminal: Self.pipe)
        let french = await runDringo(["help", "bar", "--lang", "fr"], terminal: Self.pipe)
        let spanish = await runDringo(["help", "search", "--lang", "es"], terminal: Self.pipe)

        #expect(english.standardOutput.hasPrefix("Usage: dringo search [<text>] [--ingredient NAME]... [--category NAME] [--glass NAME]"))
        #expect(french.standardOutput.contains("add <ingrédient>..."), "\(french)")
        #expect(french.standardOutput.contains("substitute <substitut> <original>"), "\(french)")
        #expect(spanish.standardOutput.contains("[--glass NOMBRE]"), "\(spanish)")
    }

    @Test("LG-18: a mistyped glass, category or ingredient is answered with the closest in the language's words")
    func didYouMean_inTheLanguage() async throws {
        let store = try await realSyncedCatalogue()

        let glass = await runDringo(["search", "--glass", "copa de vno", "--lang", "es"], catalogueStore: store)
        let category = await runDringo(["random", "--category", "cocktal", "--lang", "de"], catalogueStore: store)
        let ingredient = await runDringo(["search", "--ingredient", "zumo de lma", "--lang", "es"], catalogueStore: store)
        let english = await runDringo(["search", "--glass", "wine glss"], catalogueStore: store)

        #expect(glass.exitCode == .usage)
        #expect(glass.standardError.hasSuffix("El más parecido: «Copa de vino».\n"), "\(glass)")
        #expect(category.standardError.contains("„Cocktail“"), "\(category)")
        #expect(ingredient.standardError.hasSuffix("¿Querías decir «Zumo de lima»?\n"), "\(ingredient)")
        #expect(english.standardError.hasSuffix("The closest: 'Wine Glass'.\n"), "\(english)")
    }

    @Test("LG-18: bar add of a mistyped name in the language suggests the name in it, and still adds what was typed")
    func barAdd_suggestsInTheLanguage() async throws {
        let run = await runDringo(
            ["bar", "add", "Limetensaft", "--lang", "de"], catalogueStore: try await realSyncedCatalogue(), barStore: InMemoryBarStore())

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Limetensaft\n")
        #expect(run.standardError.hasSuffix("Meintest du „Limettensaft“?\n"), "\(run.standardError)")
    }

    @Test("LG-18: every language suggests an ingredient as its own table names it", arguments: translations)
    func didYouMean_readsTheLanguagesNames(language: Language) async throws {
        let lime = Localizer(language: language).ingredientName("Lime juice")
        let typo = String(lime.dropLast())

        let run = await runDringo(
            ["search", "--ingredient", typo, "--lang", language.rawValue], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .usage, "\(run)")
        #expect(run.standardError.contains(Localizer(language: language).quoted(lime)), "\(run.standardError)")
    }

    private static func capitalised(_ word: String) -> String {
        (word.first.map { String($0).uppercased() } ?? "") + word.dropFirst()
    }
}
