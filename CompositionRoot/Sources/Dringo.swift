import FeedPresentation
import FeedTerminalUI
import Foundation

/// The composition root's entry: reads the arguments against the table of commands, then runs the one they name.
public enum Dringo {
    /// Parses the arguments and the environment, then runs the command they name.
    public static func run(_ runtime: DringoRuntime) async -> ExitCode {
        let commandLine: ParsedCommandLine
        let configuration: Configuration
        do throws(UsageError) {
            let demoSwitch = DemoSwitch(arguments: runtime.arguments)
            commandLine = try ArgumentParser.parse(demoSwitch.remainingArguments)
            configuration = try Configuration(
                environment: runtime.environment,
                language: commandLine.language,
                demoRequested: demoSwitch.isRequested
            )
        } catch {
            let language = ArgumentParser.requestedLanguage(in: runtime.arguments) ?? LanguageResolver.language(from: runtime.environment)
            let localizer = Localizer(language: language)
            let style = TextStyle(isEnabled: runtime.terminal.standardErrorIsTerminal && runtime.environment["NO_COLOR"] == nil)
            let message = UsageErrorPresenter(localizer: localizer).message(for: error.failureReason)
            runtime.terminal.standardError.write(style.red(TerminalSanitizer.sanitize(message)) + "\n")
            return .usage
        }
        let context = CommandContext(runtime: runtime, configuration: configuration)
        switch commandLine.request {
        case let .run(command, arguments):
            return await command.run(arguments, context)
        case let .help(command):
            return CommandDefinition.showHelpPage(of: command, in: context)
        case .version:
            runtime.terminal.standardOutput.write("dringo \(Version.current)\n")
            return .success
        case .shortUsage:
            // On stderr with exit 2, as a usage error: `dringo` alone is a call that did not say what to do.
            let help = HelpPresenter(localizer: context.localizer, width: runtime.terminal.width ?? HelpPresenter.defaultWidth)
            runtime.terminal.standardError.write(help.shortUsage(of: CommandTable.dringo.syntax))
            return .usage
        }
    }
}
