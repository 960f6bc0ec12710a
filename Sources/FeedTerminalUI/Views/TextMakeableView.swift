import FeedPresentation

/// What the bar can make, as text: one drink a line, with `(missing: A, B)` after it when something
/// is missing; the note on stderr.
public struct TextMakeableView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink
    private let outputStyle: TextStyle
    private let noticeStyle: TextStyle

    public init(output: any OutputSink, notices: any OutputSink, outputStyle: TextStyle, noticeStyle: TextStyle) {
        self.output = output
        self.notices = notices
        self.outputStyle = outputStyle
        self.noticeStyle = noticeStyle
    }

    public func display(_ viewModel: MakeableViewModel) {
        if let note = viewModel.note {
            notices.write(noticeStyle.yellow(TerminalSanitizer.sanitize(note)) + "\n")
        }
        var text = ""
        for item in viewModel.items {
            text += TerminalSanitizer.sanitize(item.name)
            if let missing = item.missingText {
                text += " " + outputStyle.dim("(" + TerminalSanitizer.sanitize(missing) + ")")
            }
            text += "\n"
        }
        if !text.isEmpty { output.write(text) }
    }
}
