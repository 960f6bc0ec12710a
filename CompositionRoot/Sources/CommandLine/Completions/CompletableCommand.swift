import FeedPresentation

/// One of dringo's commands as the completion scripts offer it.
struct CompletableCommand: Equatable, Sendable {
    let name: String
    let hint: CompletionHint
    /// In the order they are typed.
    let operands: [CompletableOperand]
    let options: [CompletableOption]

    init(_ name: String, _ hint: CompletionHint, operands: [CompletableOperand] = [], options: [CompletableOption]) {
        self.name = name
        self.hint = hint
        self.operands = operands
        self.options = options
    }

    var word: CompletableWord { CompletableWord(name: name, hint: hint) }
}
