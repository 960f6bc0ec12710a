import FeedPresentation

/// A search's matches as text: one name a line on stdout; the note for no match on stderr.
public struct TextCatalogueSearchView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink
    private let style: TextStyle

    public init(output: any OutputSink, notices: any OutputSink, style: TextStyle) {
        self.output = output
        self.notices = notices
        self.style = style
    }

    public func display(_ viewModel: CatalogueSearchViewModel) {
        if let note = viewModel.note {
            notices.write(style.yellow(TerminalSanitizer.sanitize(note)) + "\n")
        }
        var text = ""
        for item in viewModel.items {
            text += TerminalSanitizer.sanitize(item.name) + "\n"
        }
        if !text.isEmpty { output.write(text) }
    }
}
