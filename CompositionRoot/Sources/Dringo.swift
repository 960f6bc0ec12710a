import Foundation
import FeedFeature
import FeedPresentation

/// The composition root's entry: reads the arguments, builds the use case, runs it.
public enum Dringo {
    /// Whether these arguments name a command that may go to the network, so that `main` can
    /// start loading the HTTP stack before anything else. Usage errors never do.
    public static func mayUseNetwork(arguments: [String]) -> Bool {
        (try? ArgumentParser.parse(arguments))?.command.mayUseNetwork ?? false
    }

    public static func run(_ runtime: DringoRuntime) async -> ExitCode {
        await prepare(runtime).run()
    }

    /// Everything before the command's first `await`: the arguments, the configuration, the
    /// strings and, for a command that may use the network, its HTTP client.
    ///
    /// `main` calls this on the main thread while libcurl loads. A thread started during that
    /// load waits for it to end, so the work that needs no other thread is done before one starts.
    public static func prepare(_ runtime: DringoRuntime) -> PreparedCommand {
        let invocation: Invocation
        let configuration: Configuration
        do throws(UsageError) {
            invocation = try ArgumentParser.parse(runtime.arguments)
            configuration = try Configuration(environment: runtime.environment, language: invocation.language)
        } catch {
            let language = ArgumentParser.requestedLanguage(in: runtime.arguments) ?? LanguageResolver.language(from: runtime.environment)
            let localizer = Localizer(language: language)
            let style = TextStyle(isEnabled: runtime.terminal.standardErrorIsTerminal && runtime.environment["NO_COLOR"] == nil)
            let message = UsageErrorMessage(localizer: localizer).message(for: error)
            return PreparedCommand {
                runtime.terminal.standardError.write(style.red(TerminalSanitizer.sanitize(message)) + "\n")
                return .usage
            }
        }
        let context = CommandContext(
            runtime: runtime,
            configuration: configuration,
            makesHTTPClient: invocation.command.mayUseNetwork
        )
        return PreparedCommand { await run(invocation.command, in: context) }
    }

    private static func run(_ command: Command, in context: CommandContext) async -> ExitCode {
        let runtime = context.runtime
        switch command {
        case let .help(topic):
            runtime.terminal.standardOutput.write(HelpText(localizer: context.localizer).text(for: topic))
            return .success
        case .version:
            runtime.terminal.standardOutput.write("dringo \(Version.current)\n")
            return .success
        case let .feed(options):
            return await context.validatingCacheOnExit { await FeedCommand(context: context, options: options).run() }
        case let .ingredients(options):
            return await context.validatingCacheOnExit { await IngredientsCommand(context: context, options: options).run() }
        case let .image(options):
            return await context.validatingCacheOnExit { await ImageCommand(context: context, options: options).run() }
        case .cache(.validate):
            return await CacheCommand(context: context).validate()
        case let .cache(action):
            return await context.validatingCacheOnExit { await CacheCommand(context: context).run(action) }
        }
    }
}
