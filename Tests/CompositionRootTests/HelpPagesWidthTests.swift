import CompositionRootTestSupport
import FeedPresentation
import Testing

@testable import CompositionRoot

/// Every line of every help page fits the terminal, in every language, and each list keeps one item a line.
struct HelpPagesWidthTests {
    @Test(
        "LG-23: every line of dringo alone, --help and every command's --help fits 80 and 60 columns in every language",
        arguments: Language.allCases)
    func helpPages_fitTheWidth(language: Language) async {
        let pages = [[], ["--help"]] + CommandTable.dringo.syntax.commands.map { [$0.name, "--help"] }

        for width in [80, 60] {
            let terminal = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: width)
            for arguments in pages {
                let run = await runDringo(["--lang", language.rawValue] + arguments, terminal: terminal)

                let text = run.standardOutput + run.standardError
                let wide = text.split(separator: "\n").filter { $0.count > width }
                #expect(!text.isEmpty, "\(arguments) in \(language.rawValue)")
                #expect(wide.isEmpty, "\(arguments) in \(language.rawValue) at \(width): \(wide)")
            }
        }
    }

    @Test("LG-23: a list entry wider than the page wraps under itself, and its description follows in the column")
    func wideEntry_wrapsUnderItself() async {
        let terminal = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 60)

        let page = await runDringo(["mine", "--help"], terminal: terminal).standardOutput

        #expect(page.contains("\n  export [<name-or-id>...]\n    [--as card|bar-assistant|cocktaildb] [--output FILE]\n"), "\(page)")
    }
}
