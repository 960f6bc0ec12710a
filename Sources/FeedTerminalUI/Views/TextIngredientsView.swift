import FeedPresentation

/// The ingredients as text: a title, then one "measure name" line each, in slot order.
public struct TextIngredientsView: ResourceView {
    private let output: any OutputSink
    private let style: TextStyle

    public init(output: any OutputSink, style: TextStyle) {
        self.output = output
        self.style = style
    }

    public func display(_ viewModel: IngredientsViewModel) {
        var text = style.bold(TerminalSanitizer.sanitize(viewModel.title)) + "\n"
        if let strength = viewModel.strength {
            text += TerminalSanitizer.sanitize(strength.line) + "\n"
        }
        text += "\n"
        for ingredient in viewModel.ingredients {
            text += "    " + TerminalSanitizer.sanitize(ingredient.line) + "\n"
        }
        output.write(text)
    }
}
