import FeedPresentation

/// An option as the completion scripts offer it: its name, what it does, and what its value may be.
struct CompletableOption: Equatable, Sendable {
    enum Value: Equatable, Sendable {
        /// A flag: no value follows.
        case none
        /// One of these words.
        case oneOf([String])
        /// A file's path.
        case file
        /// A whole number, which no script can guess.
        case number
    }

    let name: String
    let hint: CompletionHint
    let value: Value

    var takesValue: Bool { value != .none }

    /// The option's name without its dashes: what zsh calls its value.
    var valueLabel: String { String(name.drop { $0 == "-" }) }
}
