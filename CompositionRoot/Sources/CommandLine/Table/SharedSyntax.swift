import FeedPresentation

/// The options and operands that several commands share, described once.
extension OptionSyntax {
    static let help = OptionSyntax("--help", shortName: "-h", wording: .commandLine)
    static let version = OptionSyntax("--version", shortName: "-V", wording: .commandLine)
    static let language = OptionSyntax("--lang", value: .oneOf(Language.allCases.map(\.rawValue)), wording: .commandLine)
    static let demo = OptionSyntax(DemoSwitch.option, wording: .commandLine)
    static let format = OptionSyntax("--format", value: .oneOf(OutputFormat.allCases.map(\.rawValue)), wording: .commandLine)
    static let limit = OptionSyntax("--limit", value: .wholeNumber(1...Int.max, placeholder: "N"), wording: .commandLine)

    /// Whether `name`, as typed, is this option: its name or its short name.
    func isNamed(_ name: String) -> Bool {
        name == self.name || name == shortName
    }
}

extension OperandSyntax {
    /// A cocktail's name, typed in as many words as it has, or its id as digits only.
    static let nameOrID = OperandSyntax("name-or-id", wording: .commandLine, joinsWords: true)
}

extension ParsedArguments {
    /// `--format`, text unless asked otherwise.
    var format: OutputFormat {
        value(of: .format).flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}
