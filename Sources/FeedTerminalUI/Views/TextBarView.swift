import FeedPresentation

/// The bar as text: one ingredient a line on stdout; the note for an empty bar on stderr.
public struct TextBarView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink
    private let style: TextStyle

    public init(output: any OutputSink, notices: any OutputSink, style: TextStyle) {
        self.output = output
        self.notices = notices
        self.style = style
    }

    public func display(_ viewModel: BarViewModel) {
        if let note = viewModel.note {
            notices.write(style.yellow(TerminalSanitizer.sanitize(note)) + "\n")
        }
        var text = ""
        for ingredient in viewModel.ingredients {
            text += TerminalSanitizer.sanitize(ingredient) + "\n"
        }
        if !text.isEmpty { output.write(text) }
    }
}
