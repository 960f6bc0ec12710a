import FeedPresentation

/// A one-line indicator on stderr, drawn only when stderr is a terminal and erased when loading ends.
public final class TerminalLoadingView: ResourceLoadingView {
    private let sink: any OutputSink
    private let isEnabled: Bool
    private let style: TextStyle
    private var isShowing = false

    public init(sink: any OutputSink, isEnabled: Bool, style: TextStyle) {
        self.sink = sink
        self.isEnabled = isEnabled
        self.style = style
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        guard isEnabled else { return }
        if viewModel.isLoading, let message = viewModel.message {
            sink.write("\r" + style.dim(TerminalSanitizer.sanitize(message)))
            isShowing = true
        } else if !viewModel.isLoading, isShowing {
            sink.write("\r\u{1B}[2K")
            isShowing = false
        }
    }
}
