import FeedPresentation

extension CommandDefinition {
    /// `dringo image <name-or-id>`: a cocktail's image, to a file or a pipe, through the image cache.
    static let image = CommandDefinition(
        CommandSyntax("image", wording: .commandLine, operands: [.nameOrID], options: [.output]),
        run: { arguments, context in
            await context.validatingCacheOnExit { await ImageCommand(context: context, options: ImageOptions(arguments)).run() }
        }
    )
}

extension OptionSyntax {
    fileprivate static let output = OptionSyntax("--output", value: .file(placeholder: "FILE"), wording: .commandLine)
}

extension ImageOptions {
    init(_ arguments: ParsedArguments) {
        self.init(nameOrID: arguments.operand(.nameOrID) ?? "", output: arguments.value(of: .output))
    }
}
