import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import Foundation

/// The composition root's entry: reads the arguments against the table of commands, then runs the one they name.
public enum Dringo {
    /// Parses the arguments and the environment, then runs the command they name.
    public static func run(_ runtime: DringoRuntime) async -> ExitCode {
        let commandLine: ParsedCommandLine
        let configuration: Configuration
        do throws(Refusal) {
            do {
                commandLine = try CommandTable.dringo.parse(runtime.arguments, environment: runtime.environment)
            } catch {
                throw .usage(error)
            }
            configuration = try Configuration(
                environment: runtime.environment, language: commandLine.globals[.language], demoRequested: commandLine.globals[.demo])
        } catch {
            return refuse(error, runtime: runtime)
        }
        let root = Composition(runtime: runtime, configuration: configuration)
        switch commandLine.request {
        case let .run(command, arguments):
            guard let definition = CommandTable.dringo.command(named: command.name) else { return .usage }
            return await definition.run(arguments, root)
        case let .help(command):
            return CommandDefinition.showHelpPage(of: command, on: root.screen)
        case .version:
            runtime.terminal.standardOutput.write("dringo \(Version.current)\n")
            return .success
        case .shortUsage:
            // On stderr with exit 2, as a usage error: `dringo` alone is a call that did not say what to do.
            let pages = HelpPages(
                CommandTable.dringo.syntax, words: root.screen.localizer, width: runtime.terminal.width ?? HelpPages.defaultWidth)
            runtime.terminal.standardError.write(pages.shortUsage)
            return .usage
        }
    }

    /// A usage error or a setting dringo cannot use, said in one sentence on stderr in the language asked for, even
    /// by a `--lang` the arguments hold after the mistake. What the user typed is sanitized one argument at a time: an
    /// unfinished escape sequence in one would otherwise swallow the sentence around it.
    private static func refuse(_ refusal: Refusal, runtime: DringoRuntime) -> ExitCode {
        let globals = CommandLineParser(CommandTable.dringo.syntax).scannedGlobals(in: runtime.arguments)
        let presenter = UsageErrorPresenter(
            localizer: Localizer(language: globals[.language] ?? Language(localeEnvironment: runtime.environment)))
        let typed: (String) -> String = { TerminalSanitizer.sanitize($0) }
        let message =
            switch refusal {
            case let .usage(error): presenter.message(for: error.mapTyped(typed))
            case let .setting(.invalidDemo(value)): presenter.message(for: .invalidDemo(typed(value)))
            case let .setting(.invalidPicture(value)): presenter.message(for: .invalidPicture(typed(value)))
            }
        let style = TextStyle(isEnabled: runtime.terminal.standardErrorIsTerminal && runtime.environment["NO_COLOR"] == nil)
        runtime.terminal.standardError.write(style.red(TerminalSanitizer.sanitize(message)) + "\n")
        return .usage
    }
}
