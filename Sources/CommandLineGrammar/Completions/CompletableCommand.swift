/// One of dringo's commands, or one of a command's subcommands, as the completion scripts offer it.
struct CompletableCommand: Equatable, Sendable {
    let name: String
    /// What zsh and fish show beside it, in the run's language.
    let hint: String
    /// In the order they are typed. For a command with subcommands, only the subcommand's name: each subcommand
    /// has its own after it.
    let operands: [CompletableOperand]
    /// Each with the operands it takes after its name.
    let subcommands: [CompletableCommand]
    /// The options offered after the command's name, and after any of its subcommands'.
    let options: [CompletableOption]

    var word: CompletableWord { CompletableWord(name: name, hint: hint) }
}
