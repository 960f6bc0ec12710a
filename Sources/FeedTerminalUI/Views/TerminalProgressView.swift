import FeedPresentation

/// Redraws the loading indicator's line with how far a long load has got, only when stderr is a terminal.
///
/// It keeps no state, so the loader may report from any task; the `TerminalLoadingView` that drew
/// the line first erases it when loading ends.
public struct TerminalProgressView: ResourceLoadingView, Sendable {
    private let sink: any OutputSink
    private let isEnabled: Bool
    private let style: TextStyle

    public init(sink: any OutputSink, isEnabled: Bool, style: TextStyle) {
        self.sink = sink
        self.isEnabled = isEnabled
        self.style = style
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        guard isEnabled, viewModel.isLoading, let message = viewModel.message else { return }
        // Erase to the end of the line: the new message may be shorter than the one it replaces.
        sink.write("\r" + style.dim(TerminalSanitizer.sanitize(message)) + "\u{1B}[K")
    }
}
