import FeedPresentation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

/// dringo's arguments read against its table of commands.
func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> ParsedCommandLine {
    try CommandTable.dringo.parse(arguments, environment: environment)
}

/// What the parser read for `command`, failing the test when it read another request.
func arguments(
    of parsed: ParsedCommandLine,
    command: CommandDefinition,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ParsedArguments {
    guard case let .run(syntax, arguments) = parsed.request, syntax == command.syntax else {
        Issue.record("expected a run of \(command.name), got \(parsed.request)", sourceLocation: sourceLocation)
        throw ParsedAnotherRequest()
    }
    return arguments
}

/// The request for `command`'s help page, or the main page's for nil.
func help(_ command: CommandDefinition?) -> ParsedRequest {
    .help(command?.syntax)
}

extension ParsedCommandLine {
    /// `--lang`, when given.
    var language: Language? { globals[.language] }
}

private struct ParsedAnotherRequest: Error {}
