/// An option as the completion scripts offer it: its name, what it does, and what its value may be.
struct CompletableOption: Equatable, Sendable {
    enum Value: Equatable, Sendable {
        /// A flag: no value follows.
        case none
        /// One of these words.
        case oneOf([String])
        /// Any text, these offered: names that may hold spaces, such as the catalogue's glasses.
        case suggested([String])
        /// A file's path.
        case file
        /// A number or free text, which no script can guess.
        case typed
    }

    let name: String
    let hint: String
    let value: Value
    /// Whether nothing is offered after it, as after `--help` and `--version`.
    private(set) var endsCommandLine = false

    init(name: String, hint: String, value: Value) {
        self.name = name
        self.hint = hint
        self.value = value
    }

    /// - Parameter suggestions: the names offered for an option that takes any text, when there are some.
    init(_ option: OptionSyntax, hint: String, suggestions: [String]? = nil) {
        let value: Value =
            switch option.value {
            case .none: .none
            case let .oneOf(words): .oneOf(words)
            case .file: .file
            case .text: suggestions.map(Value.suggested) ?? .typed
            case .wholeNumber: .typed
            }
        self.init(name: option.name, hint: hint, value: value)
    }

    func endingCommandLine() -> CompletableOption {
        var option = self
        option.endsCommandLine = true
        return option
    }

    var takesValue: Bool { value != .none }

    /// The option's name without its dashes: what zsh calls its value.
    var valueLabel: String { String(name.drop { $0 == "-" }) }
}
