import FeedTerminalUI

extension CommandContext {
    /// The stderr loading indicator every loading command uses.
    func makeLoadingView() -> TerminalLoadingView {
        TerminalLoadingView(
            sink: terminal.standardError,
            isEnabled: terminal.standardErrorIsTerminal,
            style: errorStyle
        )
    }

    func makeErrorView() -> TerminalErrorView {
        TerminalErrorView(sink: terminal.standardError, style: errorStyle)
    }
}
