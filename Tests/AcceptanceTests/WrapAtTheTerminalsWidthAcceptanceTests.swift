import CompositionRoot
import CompositionRootTestSupport
import FeedPresentation
import Testing

/// Every line of a recipe, headers included, fits the terminal, in every language, and its ingredients stay one a line.
struct WrapAtTheTerminalsWidthAcceptanceTests {
    /// The Margarita; the drink whose header (its tags) is the longest line of the real catalogue in every language;
    /// the Mojito, whose strength line is among the longest; and the drink with the longest ingredient line.
    private static let drinks = [11007, 17002, 11000, 12748]
    private static let widths = [80, 60]

    @Test(
        "LG-22: every line of a recipe, its name, details, tags, strength, ingredients and instructions, fits 80 and 60 columns in every language",
        arguments: Language.allCases)
    func recipe_fitsTheWidth(language: Language) async throws {
        let store = try await realSyncedCatalogue()
        let catalogue = try #require(try await store.retrieve()).drinks

        for id in Self.drinks {
            let drink = try #require(catalogue.first { $0.id == id })
            for width in Self.widths {
                let terminal = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: width)

                let run = await runDringo(["recipe", String(id), "--lang", language.rawValue], catalogueStore: store, terminal: terminal)

                let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
                let wide = lines.filter { $0.count > width }
                #expect(wide.isEmpty, "\(id) in \(language.rawValue) at \(width): \(wide)")
                let items = lines.filter { $0.hasPrefix("    ") && !$0.hasPrefix("      ") }
                #expect(items.count == drink.ingredients.count, "\(id) in \(language.rawValue) at \(width): one ingredient a line")
            }
        }
    }

    @Test("LG-22: a recipe's header lines that fit the width are as they were, unwrapped")
    func recipe_keepsAFittingLineWhole() async throws {
        let wide = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 10_000)
        let eighty = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 80)
        let store = try await realSyncedCatalogue()

        let unwrapped = await runDringo(["recipe", "11007"], catalogueStore: store, terminal: wide).standardOutput
        let wrapped = await runDringo(["recipe", "11007"], catalogueStore: store, terminal: eighty).standardOutput

        let header = { (text: String) in text.components(separatedBy: "\n\n")[0] }
        #expect(header(wrapped) == header(unwrapped))
    }
}
