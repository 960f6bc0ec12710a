extension UsageError {
    /// The same mistake, with the name the user most likely meant when it is close enough: an unknown command,
    /// option, cache or bar action, or shell is compared with the names `commandLine` lists for that place.
    func suggestingClosestName(from commandLine: CommandLineDescription) -> UsageError {
        switch self {
        case let .unknownCommand(command, .none):
            .unknownCommand(command, suggestion: NameSuggestion.closest(to: command, among: commandLine.commands.map(\.name)))
        case let .unknownOption(option, command, .none):
            .unknownOption(
                option, command: command,
                suggestion: NameSuggestion.closest(to: Self.optionName(option), among: commandLine.optionNames(of: command)))
        case let .unknownCacheAction(action, .none):
            .unknownCacheAction(action, suggestion: NameSuggestion.closest(to: action, among: commandLine.operandWords(of: "cache")))
        case let .unknownBarAction(action, .none):
            .unknownBarAction(action, suggestion: NameSuggestion.closest(to: action, among: commandLine.operandWords(of: "bar")))
        case let .unknownShell(shell, .none):
            .unknownShell(shell, suggestion: NameSuggestion.closest(to: shell, among: commandLine.operandWords(of: "completions")))
        default:
            self
        }
    }

    /// `--limt=3` is the option `--limt`.
    private static func optionName(_ argument: String) -> String {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return argument }
        return String(argument[..<equals])
    }
}

extension CommandLineDescription {
    /// The options of a command as a usage error names it (`feed`, `bar add`, or `dringo` for the program),
    /// with `--demo`, which every command takes.
    fileprivate func optionNames(of command: String) -> [String] {
        let name = command.split(separator: " ").first.map(String.init) ?? command
        let options = name == program ? self.options : commands.first { $0.name == name }?.options ?? []
        return options.map(\.name) + [DemoSwitch.option]
    }

    /// The words a command's operands may be, such as the cache's actions.
    fileprivate func operandWords(of command: String) -> [String] {
        commands.first { $0.name == command }?.operands.flatMap { $0.choices.map(\.name) } ?? []
    }
}
