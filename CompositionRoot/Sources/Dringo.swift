import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation

/// The composition root's entry: reads the arguments, builds the use case, runs it.
public enum Dringo {
    /// Parses the arguments and the environment, then runs the command they name.
    public static func run(_ runtime: DringoRuntime) async -> ExitCode {
        let invocation: Invocation
        let configuration: Configuration
        do throws(UsageError) {
            let demoSwitch = DemoSwitch(arguments: runtime.arguments)
            invocation = try ArgumentParser.parse(demoSwitch.remainingArguments)
            configuration = try Configuration(
                environment: runtime.environment,
                language: invocation.language,
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
        if configuration.isDemo, invocation.command.asksTheCocktailDB, !context.demoHasRecordedData {
            // Said before anything is asked: the 503s the simulator would answer read as "invalid data".
            return await context.validatingCacheOnExit {
                context.makeErrorView().display(.error(message: DemoPresenter(localizer: context.localizer).missingDataMessage))
                return .couldNotLoad
            }
        }
        return await run(invocation.command, in: context)
    }

    private static func run(_ command: Command, in context: CommandContext) async -> ExitCode {
        let runtime = context.runtime
        switch command {
        case let .help(topic):
            runtime.terminal.standardOutput.write(HelpPresenter(localizer: context.localizer).text(for: topic))
            return .success
        case .version:
            runtime.terminal.standardOutput.write("dringo \(Version.current)\n")
            return .success
        case .shortUsage:
            // On stderr with exit 2, as a usage error: `dringo` alone is a call that did not say what to do.
            let commands = CommandLineDescription.dringo.commands.map { (name: $0.name, hint: $0.hint) }
            runtime.terminal.standardError.write(HelpPresenter(localizer: context.localizer).shortUsage(listing: commands))
            return .usage
        case let .feed(options):
            return await context.validatingCacheOnExit { await FeedCommand(context: context, options: options).run() }
        case let .ingredients(options):
            return await context.validatingCacheOnExit { await IngredientsCommand(context: context, options: options).run() }
        case let .image(options):
            return await context.validatingCacheOnExit { await ImageCommand(context: context, options: options).run() }
        case .sync:
            return await context.validatingCacheOnExit { await SyncCommand(context: context).run() }
        case let .search(options):
            return await context.validatingCacheOnExit { await SearchCommand(context: context, options: options).run() }
        case let .recipe(options):
            return await context.validatingCacheOnExit { await RecipeCommand(context: context, options: options).run() }
        case let .random(options):
            return await context.validatingCacheOnExit { await RandomCommand(context: context, options: options).run() }
        case let .bar(options):
            return await context.validatingCacheOnExit { await BarCommand(context: context, options: options).run() }
        case let .makeable(options):
            return await context.validatingCacheOnExit { await MakeableCommand(context: context, options: options).run() }
        case .cache(.validate):
            return await CacheCommand(context: context).validate()
        case let .cache(action):
            return await context.validatingCacheOnExit { await CacheCommand(context: context).run(action) }
        case let .completions(shell):
            return CompletionsCommand(context: context, shell: shell).run()
        }
    }
}

private extension Command {
    /// Whether the command may send a request; in the demo, one that cannot be answered without the
    /// recorded data. The cache and the bar are only files, so a demo without its data still shows and clears them.
    var asksTheCocktailDB: Bool {
        switch self {
        case let .feed(options): !options.offline
        case .ingredients, .image, .sync, .search, .recipe, .random, .makeable: true
        default: false
        }
    }
}
