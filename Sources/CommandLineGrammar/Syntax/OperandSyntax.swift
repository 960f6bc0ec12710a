/// An operand: a word the user types after the command that is not an option.
public struct OperandSyntax: Sendable, Equatable {
    /// What the operand may be.
    public enum Choices: Sendable, Equatable {
        /// Any text, such as a cocktail's name.
        case any
        /// One of these words, such as a shell's name.
        case oneOf([String])
        /// The name of one of the program's commands, as `help` takes.
        case commands
    }

    /// What the wording knows it by: `name-or-id`.
    public let key: String
    /// The `.strings` table of the operand's words.
    public let wording: WordingTable
    public let choices: Choices
    /// Whether any number of them may follow, as ingredients do. Blank words among them are left out, and at
    /// least one that is not blank must be given.
    public let repeats: Bool
    /// Whether the words typed for it join, a space between each, into one, as a cocktail's name does:
    /// `recipe gin and tonic` asks for "gin and tonic", unquoted as people type it.
    public let joinsWords: Bool
    public let isOptional: Bool

    public init(
        _ key: String, wording: WordingTable, choices: Choices = .any, repeats: Bool = false, joinsWords: Bool = false,
        isOptional: Bool = false
    ) {
        self.key = key
        self.wording = wording
        self.choices = choices
        self.repeats = repeats
        self.joinsWords = joinsWords
        self.isOptional = isOptional
    }

    /// Whether more than one word may be typed for it, each its own or all joined into one.
    public var takesManyWords: Bool { repeats || joinsWords }
}
