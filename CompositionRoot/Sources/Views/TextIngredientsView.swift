import FeedPresentation

/// The ingredients as text: a title, then one "measure name" line each, in slot order.
struct TextIngredientsView: ResourceView {
    let output: any OutputSink
    let style: TextStyle

    func display(_ viewModel: IngredientsViewModel) {
        var text = style.bold(TerminalSanitizer.sanitize(viewModel.title)) + "\n\n"
        for ingredient in viewModel.ingredients {
            text += "    " + TerminalSanitizer.sanitize(ingredient.line) + "\n"
        }
        output.write(text)
    }
}
