/// A word the completion scripts offer as it is: a command, or one of an operand's choices.
struct CompletableWord: Equatable, Sendable {
    let name: String
    /// What zsh and fish show beside it; nil when the word says it all, as a shell's name does.
    let hint: String?
}

/// An operand as the completion scripts offer it: one word out of a list, or free text left to the user.
struct CompletableOperand: Equatable, Sendable {
    /// What the operand is, as zsh names it.
    let label: String
    /// The words it may be; empty for free text, such as a cocktail's name.
    let choices: [CompletableWord]
    /// Whether any number of words may follow, as ingredients, or the words of a name, do.
    let repeats: Bool

    static func oneOf(_ choices: [CompletableWord], label: String) -> CompletableOperand {
        CompletableOperand(label: label, choices: choices, repeats: false)
    }

    static func text(_ label: String, repeats: Bool = false) -> CompletableOperand {
        CompletableOperand(label: label, choices: [], repeats: repeats)
    }
}
