import FeedPresentation

/// Errors go to stderr, one sentence a line.
struct TerminalErrorView: ResourceErrorView {
    let sink: any OutputSink
    let style: TextStyle

    func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        sink.write(style.red(TerminalSanitizer.sanitize(message)) + "\n")
    }
}
