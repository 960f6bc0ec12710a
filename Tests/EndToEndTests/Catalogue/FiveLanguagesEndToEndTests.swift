import Foundation
import Testing

/// The built binary speaks German, Spanish and French from the locale or `--lang`, with the instructions the real
/// catalogue it synced from a real socket holds, offline.
struct FiveLanguagesEndToEndTests {
    private static let margaritaInFrench =
        "Frotter le bord du verre avec la tranche de citron vert pour faire adhérer le sel. Veillez à n'humidifier que le bord extérieur et à y saupoudrer le sel. Le sel doit se présenter aux lèvres du buveur et ne jamais se mélanger au cocktail. Secouez les autres ingrédients avec de la glace, puis versez-les délicatement dans le verre."

    @Test("LG-2, LG-8, LG-7: LANG=fr_FR.UTF-8 speaks French, offline: the Margarita's French instructions and glass")
    func frenchLocale_showsTheFrenchRecipe() async throws {
        let sandbox = try await Self.withTheRealCatalogueSynced()

        let run = try await sandbox.dringo(["recipe", "margarita"], environment: ["LANG": "fr_FR.UTF-8"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardError == "", "\(run)")
        let words = CatalogueText.words(run.standardOutput)
        #expect(Array(words.suffix(CatalogueText.words(Self.margaritaInFrench).count)) == CatalogueText.words(Self.margaritaInFrench))
        #expect(run.standardOutput.contains("Verre à cocktail"), "\(run)")
    }

    @Test("LG-9, LG-1: a drink with no French instructions shows its English ones, and one French note on stderr")
    func drinkWithoutFrench_fallsBackToEnglishWithANote() async throws {
        let sandbox = try await Self.withTheRealCatalogueSynced()

        let run = try await sandbox.dringo(["recipe", "13501", "--lang", "fr"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput.hasSuffix("\n\nLayered in a shot glass.\n"), "\(run)")
        // French sets its quotation marks off with no-break spaces.
        #expect(run.standardError == "«\u{00A0}ABC\u{00A0}» n'a pas de préparation en français, elle est donc affichée en anglais.\n")
    }

    @Test("LG-3, LG-4: --lang xx is exit 2 naming the five languages; help recipe reads in German and Spanish")
    func unknownLanguageAndHelp() async throws {
        let sandbox = try Sandbox.withoutServer()

        let unknown = try await sandbox.dringo(["recipe", "margarita", "--lang", "xx"])
        let german = try await sandbox.dringo(["help", "recipe"], environment: ["LC_ALL": "de_DE.UTF-8"])
        let spanish = try await sandbox.dringo(["help", "recipe", "--lang", "es"])

        #expect(unknown.exitCode == 2 && unknown.standardOutput == "", "\(unknown)")
        let every = try ShippedLanguages.codes().map { "'\($0)'" }.joined(separator: ", ")
        #expect(unknown.standardError == "'xx' is not a language dringo speaks; use one of \(every).\n")
        #expect(
            german.exitCode == 0 && german.standardOutput.contains("Rezept") && !german.standardOutput.contains("Show a drink"), "\(german)"
        )
        #expect(spanish.exitCode == 0 && !spanish.standardOutput.contains("Show a drink"), "\(spanish)")
    }

    /// A sandbox whose catalogue is the whole real one, synced with a production key from the fixture server, which
    /// is then stopped: what follows answers offline.
    private static func withTheRealCatalogueSynced() async throws -> Sandbox {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.productionKeyRoutes(key: "premium"))
        let sync = try await sandbox.dringo(["sync"], environment: ["DRINGO_API_KEY": "premium"])
        try #require(sync.exitCode == 0, "\(sync)")
        try await sandbox.remote().stop()
        return sandbox
    }
}
