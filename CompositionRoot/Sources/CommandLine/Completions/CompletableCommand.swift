/// One of dringo's commands as the completion scripts offer it.
struct CompletableCommand: Equatable, Sendable {
    let name: String
    /// What zsh and fish show beside it, in the run's language.
    let hint: String
    /// In the order they are typed.
    let operands: [CompletableOperand]
    let options: [CompletableOption]

    init(_ name: String, hint: String, operands: [CompletableOperand] = [], options: [CompletableOption]) {
        self.name = name
        self.hint = hint
        self.operands = operands
        self.options = options
    }

    var word: CompletableWord { CompletableWord(name: name, hint: hint) }
}
