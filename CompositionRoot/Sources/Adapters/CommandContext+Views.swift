import FeedPresentation
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

    func makeErrorView(tone: TerminalErrorView.Tone = .error) -> TerminalErrorView {
        TerminalErrorView(sink: terminal.standardError, style: errorStyle, tone: tone)
    }

    /// Lines of text, or a list, on stdout (or on `output`); its note on stderr in `noteStyle`.
    func makeTextListView(output: (any OutputSink)? = nil, noteStyle: TextStyle? = nil) -> TextListView {
        TextListView(
            output: output ?? terminal.standardOutput, notices: terminal.standardError, width: terminal.width ?? 80, style: outputStyle,
            noteStyle: noteStyle ?? errorStyle)
    }

    /// A screen's presenter in this run's language. In the demo, the messages speak of the copy of
    /// TheCocktailDB built into dringo, so that a drink the demo lacks is not blamed on the real one.
    func makePresenter<Screen>() -> Presenter<Screen> {
        Presenter(localizer: localizer, database: configuration.isDemo ? .demoCopy : .theCocktailDB)
    }
}
