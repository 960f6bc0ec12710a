import BarFeature
import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI

/// `dringo completions bash|zsh|fish`: the shell's completion script on stdout, made from the table of commands,
/// with zsh's and fish's descriptions in the run's language. After `--category` and `--glass` it offers the saved
/// catalogue's categories and glasses, else TheCocktailDB's known ones, and after `--ingredient` the names the
/// ingredient knowledge places.
struct CompletionsCommand {
    let output: any OutputSink
    let words: any CommandLineWords
    /// Where the saved catalogue's categories and glasses are read.
    let caches: Caches
    let shell: Shell

    func run() async -> ExitCode {
        output.write(script(suggesting: await suggestions()))
        return .success
    }

    private func script(suggesting suggestions: [String: [String]]) -> String {
        CommandLineDescription(CommandTable.dringo.syntax, words: words, suggestions: suggestions).script(for: shell)
    }

    /// What a catalogue that cannot be read, or knowledge that cannot, would have offered is left to what is known.
    private func suggestions() async -> [String: [String]] {
        let saved = await caches.savedIndexedDrinks()
        let kinds = saved.flatMap { $0.isEmpty ? nil : CatalogueKinds($0) } ?? .known
        var suggestions = [Option<String>.category.syntax.name: kinds.categories, Option<String>.glass.syntax.name: kinds.glasses]
        suggestions[Option<String>.ingredient.syntax.name] = (try? IngredientKnowledge.shipped())?.names
        return suggestions
    }
}
