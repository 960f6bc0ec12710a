import FeedPresentation
import NameMatching

/// The terminal a command answers on, in the run's language: its views, its presenters, and the warnings said on
/// stderr. It knows no store and no network.
public struct TerminalScreen: Sendable {
    public let terminal: Terminal
    public let localizer: Localizer
    /// In the demo, the messages speak of the copy of TheCocktailDB built into dringo.
    public let isDemo: Bool
    /// `NO_COLOR`: no ANSI styling anywhere.
    public let colorDisabled: Bool

    public init(terminal: Terminal, localizer: Localizer, isDemo: Bool, colorDisabled: Bool) {
        self.terminal = terminal
        self.localizer = localizer
        self.isDemo = isDemo
        self.colorDisabled = colorDisabled
    }

    public var outputStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardOutputIsTerminal && !colorDisabled)
    }

    public var errorStyle: TextStyle {
        TextStyle(isEnabled: terminal.standardErrorIsTerminal && !colorDisabled)
    }

    public func warn(_ message: String) {
        makeErrorView(tone: .warning).display(.error(message: message))
    }

    /// The stderr loading indicator every loading command uses; it shows a long load's progress too.
    public func makeLoadingView() -> TerminalLoadingView {
        TerminalLoadingView(
            sink: terminal.standardError,
            isEnabled: terminal.standardErrorIsTerminal,
            style: errorStyle,
            width: terminal.width,
            ticks: terminal.spinnerTicks
        )
    }

    public func makeErrorView(tone: TerminalErrorView.Tone = .error) -> TerminalErrorView {
        TerminalErrorView(sink: terminal.standardError, style: errorStyle, tone: tone)
    }

    /// Lines of text, or a list, on stdout (or on `output`); its note on stderr in `noteStyle`.
    public func makeTextListView(output: (any OutputSink)? = nil, noteStyle: TextStyle? = nil) -> TextListView {
        TextListView(
            output: output ?? terminal.standardOutput, notices: terminal.standardError, width: terminal.width ?? 80, style: outputStyle,
            noteStyle: noteStyle ?? errorStyle)
    }

    /// A screen's presenter in this run's language. In the demo, the messages speak of the copy of
    /// TheCocktailDB built into dringo, so that a drink the demo lacks is not blamed on the real one.
    public func makePresenter<Shown>() -> Presenter<Shown> {
        Presenter(localizer: localizer, database: isDemo ? .demoCopy : .theCocktailDB)
    }

    /// The drink a name or an id typed asks for, or nil once its error is shown.
    public func cocktailQuery(_ nameOrID: String) -> CocktailQuery? {
        typed { () throws(TypedTextError) in try CocktailQuery.parse(nameOrID) }
    }

    /// What the user typed, as `read` takes it; nil once the rule it breaks is said on stderr, for exit 2.
    /// - Parameter emptyMessage: what empty text is told, when not what an empty cocktail name is.
    public func typed<Value>(_ read: () throws(TypedTextError) -> Value, emptyMessage: String? = nil) -> Value? {
        do {
            return try read()
        } catch {
            let presenter: IngredientsPresenter = makePresenter()
            makeErrorView().display(
                .error(message: error == .empty ? emptyMessage ?? presenter.message(for: error) : presenter.message(for: error)))
            return nil
        }
    }
}
