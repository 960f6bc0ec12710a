import FeedPresentation
import FeedTerminalUI

/// The terminal a command answers on, in the run's language: its views, its presenters, and the warnings said on
/// stderr. It knows no store and no network.
struct Screen: Sendable {
    let terminal: Terminal
    let localizer: Localizer
    /// In the demo, the messages speak of the copy of TheCocktailDB built into dringo.
    let isDemo: Bool
    /// `NO_COLOR`: no ANSI styling anywhere.
    let colorDisabled: Bool

    var outputStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardOutputIsTerminal && !colorDisabled)
    }

    var errorStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardErrorIsTerminal && !colorDisabled)
    }

    func warn(_ message: String) {
        makeErrorView(tone: .warning).display(.error(message: message))
    }

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
    func makePresenter<Shown>() -> Presenter<Shown> {
        Presenter(localizer: localizer, database: isDemo ? .demoCopy : .theCocktailDB)
    }
}
