import FeedPresentation

/// What the parser read for a command: the subcommands after its name, its operands and its options, each
/// checked against the command's syntax.
struct ParsedArguments: Equatable, Sendable {
    /// The command's name, then the subcommands read after it: `["bar", "add"]`.
    var path: [String]
    /// Each operand's words, by the operand's key.
    var operands: [String: [String]] = [:]
    /// Each option's value, by the option's name; a flag's is empty.
    var options: [String: String] = [:]
    /// Every value of an option that repeats, in the order given, by the option's name.
    var repeatedOptions: [String: [String]] = [:]

    /// The first subcommand after the command's name: `add` in `bar add gin`.
    var subcommand: String? {
        path.dropFirst().first
    }

    func isSet(_ option: OptionSyntax) -> Bool {
        options[option.name] != nil
    }

    func value(of option: OptionSyntax) -> String? {
        options[option.name]
    }

    /// Every value given for an option that repeats.
    func values(of option: OptionSyntax) -> [String] {
        repeatedOptions[option.name] ?? []
    }

    /// The value of an option that takes a whole number, which the parser has checked.
    func number(_ option: OptionSyntax) -> Int? {
        value(of: option).flatMap { Int($0) }
    }

    /// The word given for an operand that takes one, or the one its words join into.
    func operand(_ operand: OperandSyntax) -> String? {
        operands[operand.key]?.first
    }

    /// Every word given for an operand that repeats.
    func words(of operand: OperandSyntax) -> [String] {
        operands[operand.key] ?? []
    }
}
