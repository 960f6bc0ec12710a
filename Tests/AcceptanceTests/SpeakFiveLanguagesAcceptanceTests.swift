import CatalogueFeature
import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import Foundation
import Testing

/// dringo in German, Spanish and French as in English and Italian: the messages, the catalogue's words and the
/// recipes' instructions, over the real catalogue.
struct SpeakFiveLanguagesAcceptanceTests {
    /// A terminal wide enough that no instruction is wrapped, so the text holds each one as the data has it.
    private static let widePipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 10_000)
    /// The languages besides Italian in which the real catalogue holds hundreds of drinks' instructions.
    private static let recordedTranslations = ["de", "es", "fr"]
    /// Every language but English: each has its word for every value of the catalogue.
    private static let translations = Language.allCases.filter { $0 != .english }.map(\.rawValue)
    private static let commands = [
        "feed", "ingredients", "image", "cache", "sync", "search", "recipe", "random", "bar", "makeable", "shopping", "fav",
        "completions", "help",
    ]

    @Test(
        "LG-8, LG-1: recipe --lang de|es|fr shows the drink's own instructions in that language, as the real catalogue has them",
        arguments: recordedTranslations)
    func recipe_showsInstructionsInTheLanguageAsked(code: String) async throws {
        let store = try await realSyncedCatalogue()
        let drinks = try #require(try await store.retrieve()).drinks.filter { $0.translatedInstructions[code] != nil }
        try #require(drinks.count > 400, "the real catalogue has \(code) instructions for hundreds of drinks")

        // One drink in twenty, spread over the alphabet: each run composes the whole program.
        for drink in stride(from: 0, to: drinks.count, by: 20).map({ drinks[$0] }) {
            let run = await runDringo(["recipe", String(drink.id), "--lang", code, "--format", "json"], catalogueStore: store)
            let recipe = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any]
            // The terminal gets no carriage return: the data's line ends are shown as newlines.
            let expected = drink.translatedInstructions[code]?.replacingOccurrences(of: "\r\n", with: "\n")
            #expect(recipe?["instructions"] as? String == expected, "\(drink.name) in \(code)")
            #expect(recipe?["instructionsLanguage"] as? String == code, "\(drink.name) in \(code)")
            #expect(run.standardError == "", "\(drink.name) in \(code)")
        }
    }

    @Test(
        "LG-8: the Margarita's instructions in German, Spanish and French are the recorded data's, word for word",
        arguments: [
            (
                "de",
                "Reiben Sie den Rand des Glases mit der Limettenscheibe, damit das Salz daran haftet. Achten Sie darauf, dass nur der äußere Rand angefeuchtet wird und streuen Sie das Salz darauf. Das Salz sollte sich auf den Lippen des Genießers befinden und niemals in den Cocktail einmischen. Die anderen Zutaten mit Eis schütteln und vorsichtig in das Glas geben."
            ),
            (
                "es",
                "Frota el borde del vaso con la rodaja de lima para que la sal se adhiera a él. Procure humedecer sólo el borde exterior y espolvorear la sal sobre él. La sal debe presentarse en los labios del imbibidor y nunca mezclarse en el cóctel. Agite los demás ingredientes con hielo y viértalos con cuidado en el vaso."
            ),
            (
                "fr",
                "Frotter le bord du verre avec la tranche de citron vert pour faire adhérer le sel. Veillez à n'humidifier que le bord extérieur et à y saupoudrer le sel. Le sel doit se présenter aux lèvres du buveur et ne jamais se mélanger au cocktail. Secouez les autres ingrédients avec de la glace, puis versez-les délicatement dans le verre."
            ),
        ])
    func recipe_showsTheRecordedInstructions(code: String, instructions: String) async throws {
        let run = await runDringo(
            ["recipe", "11007", "--lang", code], catalogueStore: try await realSyncedCatalogue(), terminal: Self.widePipe)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasSuffix("\n\n" + instructions + "\n"), "\(run.standardOutput)")
        #expect(run.standardError == "")
    }

    @Test("LG-9: a drink without French instructions shows the English ones, with one note on stderr in French")
    func recipe_withoutTheLanguage_fallsBackToEnglishWithOneNote() async throws {
        let store = try await realSyncedCatalogue()
        let french = try #require(Language(rawValue: "fr"))

        let text = await runDringo(["recipe", "ABC", "--lang", "fr"], catalogueStore: store, terminal: Self.widePipe)
        let json = await runDringo(["recipe", "ABC", "--lang", "fr", "--format", "json"], catalogueStore: store)

        #expect(text.exitCode == .success)
        #expect(text.standardOutput.hasSuffix("\n\nLayered in a shot glass.\n"))
        #expect(
            text.standardError == Localizer(language: french).string("RECIPE_INSTRUCTIONS_IN_ENGLISH", table: .catalogue, "ABC") + "\n")
        #expect(text.standardError.contains("ABC") && !text.standardError.contains("RECIPE_"))
        #expect(json.exitCode == .success)
        #expect(
            json.standardOutput.hasSuffix(
                #""instructions":"Layered in a shot glass.","instructionsLanguage":"en","favourite":null}"# + "\n"))
        #expect(json.standardError == "", "JSON says the language in its document, and writes no note")
    }

    @Test("LG-9: in English, or in a language the drink has, no note is written", arguments: ["en", "de", "es"])
    func recipe_inALanguageTheDrinkHas_writesNoNote(code: String) async throws {
        let run = await runDringo(["recipe", "ABC", "--lang", code], catalogueStore: try await realSyncedCatalogue())

        #expect(run.exitCode == .success)
        #expect(run.standardError == "")
    }

    @Test(
        "LG-2, LG-1: without --lang the locale picks the language, LC_ALL before LC_MESSAGES before LANG; --lang wins",
        arguments: [
            (["LANG": "fr_FR.UTF-8"], [String](), "fr"),
            (["LANG": "de_DE.UTF-8"], [], "de"),
            (["LANG": "es_MX.UTF-8"], [], "es"),
            (["LC_MESSAGES": "es_ES.UTF-8", "LANG": "fr_FR.UTF-8"], [], "es"),
            (["LC_ALL": "de_AT.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "fr_FR.UTF-8"], [], "de"),
            (["LANG": "fr_FR.UTF-8"], ["--lang", "es"], "es"),
            (["LANG": Language.unspokenLocale], [], "en"),
            (["LC_ALL": "C", "LANG": "fr_FR.UTF-8"], [], "en"),
        ])
    func locale_picksTheLanguage(environment: [String: String], arguments: [String], expected: String) async throws {
        let store = try await realSyncedCatalogue()
        let drink = try #require(try await store.retrieve()?.drinks.first { $0.id == 11007 })
        let instructions = expected == "en" ? drink.instructions : drink.translatedInstructions[expected]

        let run = await runDringo(
            ["recipe", "11007"] + arguments, catalogueStore: store, environment: environment, terminal: Self.widePipe)
        let json = await runDringo(
            ["recipe", "11007", "--format", "json"] + arguments, catalogueStore: store, environment: environment)

        #expect(run.standardOutput.hasSuffix("\n\n" + (instructions ?? "-") + "\n"))
        #expect(json.standardOutput.contains(#""instructionsLanguage":"\#(expected)""#))
    }

    @Test("LG-7: a recipe's category, alcohol content and glass are in the language in text, and TheCocktailDB's in JSON")
    func recipe_showsTheCatalogueWordsInTheLanguage() async throws {
        let store = try await realSyncedCatalogue()

        let german = await runDringo(["recipe", "11007", "--lang", "de"], catalogueStore: store)
        let french = await runDringo(["recipe", "11007", "--lang", "fr"], catalogueStore: store)
        let json = await runDringo(["recipe", "11007", "--lang", "de", "--format", "json"], catalogueStore: store)

        for (run, code) in [(german, "de"), (french, "fr")] {
            let localizer = try Self.localizer(code)
            let details = ["ordinary drink", "alcoholic", "cocktail glass"].map { localizer.string($0, table: .vocabulary) }
            #expect(run.standardOutput.hasPrefix("Margarita\n" + details.joined(separator: ", ") + "\n"), "\(run.standardOutput)")
        }
        #expect(!german.standardOutput.contains("Ordinary Drink"))
        #expect(json.standardOutput.contains(#""category":"Ordinary Drink","alcoholic":"Alcoholic","glass":"Cocktail glass""#))
    }

    @Test(
        "LG-11: --category and --glass take the word the language shows, ignoring case and accents, as TheCocktailDB's own",
        arguments: translations)
    func filters_takeTheWordsTheLanguageShows(code: String) async throws {
        let store = try await realSyncedCatalogue()
        let localizer = try Self.localizer(code)
        let glass = localizer.string("cocktail glass", table: .vocabulary)
        let category = localizer.string("ordinary drink", table: .vocabulary)
        let reference = await runDringo(
            ["search", "--glass", "Cocktail glass", "--category", "Ordinary Drink", "--format", "json", "--lang", code],
            catalogueStore: store)
        try #require(reference.exitCode == .success && reference.standardOutput.contains("Margarita"), "\(reference)")

        for typed in [(glass, category), (glass.uppercased(), Self.withoutAccents(category.lowercased()))] {
            let search = await runDringo(
                ["search", "--glass", typed.0, "--category", typed.1, "--format", "json", "--lang", code], catalogueStore: store)
            #expect(search.standardOutput == reference.standardOutput, "\(typed): \(search)")
        }
        let random = await runDringo(["random", "--glass", glass, "--format", "json", "--lang", code], catalogueStore: store)
        #expect(random.exitCode == .success && random.standardOutput.contains(#""glass":"Cocktail glass""#), "\(random)")
        let unknown = await runDringo(["search", "--glass", glass + "x" + glass, "--lang", code], catalogueStore: store)
        #expect(unknown.exitCode == .usage, "\(unknown)")
    }

    @Test("LG-7: every category, alcohol content and glass of the real catalogue has its word in every language")
    func vocabulary_coversTheRealCatalogue() async throws {
        let drinks = try #require(try await realSyncedCatalogue().retrieve()).drinks
        let words = Set(drinks.flatMap { [$0.category, $0.alcoholic, $0.glass].compactMap { $0?.lowercased() } })
        try #require(words.count > 40)

        for language in Language.allCases {
            let missing = words.filter { !Localizer(language: language).hasString($0, table: .vocabulary) }.sorted()
            #expect(missing.isEmpty, "\(language.rawValue) lacks: \(missing.joined(separator: ", "))")
        }
        #expect(Localizer(language: .english).keys(in: .vocabulary) == words, "the vocabulary holds the catalogue's words, and only them")
    }

    @Test("LG-4: every command's help reads in every language, with no key in it, and differently from English", arguments: commands)
    func help_readsInEveryLanguage(command: String) async throws {
        let english = await runDringo(["help", command, "--lang", "en"])
        #expect(english.exitCode == .success)

        for language in Language.allCases where language != .english {
            let help = await runDringo(["help", command, "--lang", language.rawValue])
            #expect(help.exitCode == .success)
            #expect(
                Self.keys(in: help.standardOutput).isEmpty, "\(language.rawValue) help \(command): \(Self.keys(in: help.standardOutput))")
            #expect(help.standardOutput != english.standardOutput, "\(language.rawValue) help \(command) is the English page")
        }
    }

    @Test(
        "LG-4: errors, did-you-mean, notes and completions read in every language, with no key in them",
        arguments: [
            ["fed"], ["feed", "--limit", "0"], ["recipe", "negorni"], ["search", "--glass", "cocktial glass"], ["feed", "--offline"],
            ["ingredients", ""], ["completions", "zsh"], ["search", "zzzzzz"],
        ])
    func messages_readInEveryLanguage(arguments: [String]) async throws {
        let store = try await realSyncedCatalogue()
        let english = await runDringo(arguments + ["--lang", "en"], catalogueStore: store)
        let words = english.standardError + english.standardOutput
        try #require(!words.isEmpty)

        for language in Language.allCases where language != .english {
            let run = await runDringo(arguments + ["--lang", language.rawValue], catalogueStore: store)
            let translated = run.standardError + run.standardOutput
            #expect(run.exitCode == english.exitCode)
            #expect(Self.keys(in: translated).isEmpty, "\(language.rawValue) \(arguments): \(Self.keys(in: translated))")
            #expect(translated != words, "\(language.rawValue) \(arguments) reads as English: \(translated)")
        }
    }

    @Test("LG-3: --lang xx is a usage error, exit 2, naming every language, in the locale's language")
    func unknownLanguage_isAUsageErrorNamingEveryLanguage() async throws {
        let run = await runDringo(["recipe", "margarita", "--lang", "xx"], environment: ["LANG": "de_DE.UTF-8"])

        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("„xx“"), "\(run.standardError)")
        for language in Language.allCases {
            #expect(run.standardError.contains("„\(language.rawValue)“"))
        }
    }

    /// The tables' keys found whole in `text`: a message that fell back to its key. The vocabulary's and the ingredient
    /// names' keys are TheCocktailDB's own words, which a page may well show.
    private static func withoutAccents(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: nil)
    }

    private static func keys(in text: String) -> [String] {
        let words = Set(
            text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map { String($0).trimmingCharacters(in: ["."]) })
        return words.intersection(tableKeys).sorted()
    }

    private static let tableKeys: Set<String> = {
        let english = Localizer(language: .english)
        // The vocabulary's, the ingredient names', their plurals' and the measure words' keys are English words ("glass"),
        // no message's.
        return english.tables.filter { ![.vocabulary, .ingredientNames, .ingredientPlurals, .measureWords].contains($0) }.reduce(
            into: []
        ) {
            $0.formUnion(english.keys(in: $1))
        }
    }()

    private static func localizer(_ code: String) throws -> Localizer {
        Localizer(language: try #require(Language(rawValue: code)))
    }
}
