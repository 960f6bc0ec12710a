import FeedPresentation

/// Errors go to stderr, one sentence a line.
public struct TerminalErrorView: ResourceErrorView {
    private let sink: any OutputSink
    private let style: TextStyle

    public init(sink: any OutputSink, style: TextStyle) {
        self.sink = sink
        self.style = style
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        sink.write(style.red(TerminalSanitizer.sanitize(message)) + "\n")
    }
}
