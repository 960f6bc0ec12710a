/// What the parser read for a command: the subcommands after its name, its operands and its options, each checked
/// against the command's syntax, and read back typed: `arguments[.units]`, `arguments[.offline]`.
public struct ParsedArguments: Equatable, Sendable {
    /// The command's name, then the subcommands read after it: `["bar", "add"]`.
    public var path: [String]
    /// Each operand's words, by the operand's key.
    var operands: [String: [String]] = [:]
    /// Each option's value as given, by the option's name; a flag's is empty.
    private var given: [String: String] = [:]
    /// Every value of an option that repeats, in the order given, by the option's name.
    private var repeated: [String: [String]] = [:]
    /// The value of an option's environment variable, for an option not given, by the option's name.
    private var fromEnvironment: [String: String] = [:]

    public init(path: [String]) {
        self.path = path
    }

    /// The first subcommand after the command's name: `add` in `bar add gin`.
    public var subcommand: String? {
        path.dropFirst().first
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        given[flag.syntax.name] != nil
    }

    /// The option's value: the last one given, else its environment variable's, else nil.
    public subscript<Value>(option: Option<Value>) -> Value? {
        (given[option.syntax.name] ?? fromEnvironment[option.syntax.name]).flatMap(option.value(of:))
    }

    /// Every value given for an option that repeats, in order.
    public func values<Value>(of option: Option<Value>) -> [Value] {
        (repeated[option.syntax.name] ?? []).compactMap(option.value(of:))
    }

    /// The word given for an operand that takes one, or the one its words join into.
    public func operand(_ operand: OperandSyntax) -> String? {
        operands[operand.key]?.first
    }

    /// Every word given for an operand that repeats.
    public func words(of operand: OperandSyntax) -> [String] {
        operands[operand.key] ?? []
    }

    // MARK: - What the parser reads

    func isGiven(_ option: OptionSyntax) -> Bool {
        given[option.name] != nil
    }

    mutating func set(_ option: OptionSyntax, to value: String) {
        given[option.name] = value
        if option.repeats { repeated[option.name, default: []].append(value) }
    }

    /// Notes the option's environment variable, when it is set and not empty: its value, or for a choice, the choice
    /// it names ignoring case. A value the option would refuse is the variable's usage error.
    mutating func setEnvironmentDefault(of option: OptionSyntax, from environment: [String: String]) throws(UsageError) {
        guard let variable = option.environmentVariable, let text = environment[variable], !text.isEmpty else { return }
        let value: String
        if case let .oneOf(words) = option.value {
            guard let word = words.first(where: { $0.lowercased() == text.lowercased() }) else {
                throw .invalidEnvironmentChoice(variable: variable, value: text, option: option)
            }
            value = word
        } else {
            guard CommandLineParser.accepts(text, as: option) else { throw .invalidEnvironment(variable: variable, value: text) }
            value = text
        }
        fromEnvironment[option.name] = value
    }
}
