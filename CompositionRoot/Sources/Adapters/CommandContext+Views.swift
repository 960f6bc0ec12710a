import FeedTerminalUI

extension CommandContext {
    /// The stderr loading indicator every loading command uses; it shows a long load's progress too.
    func makeLoadingView() -> TerminalLoadingView {
        TerminalLoadingView(
            sink: terminal.standardError,
            isEnabled: terminal.standardErrorIsTerminal,
            style: errorStyle,
            width: terminal.width,
            ticks: terminal.spinnerTicks
        )
    }

    func makeErrorView() -> TerminalErrorView {
        TerminalErrorView(sink: terminal.standardError, style: errorStyle)
    }
}
