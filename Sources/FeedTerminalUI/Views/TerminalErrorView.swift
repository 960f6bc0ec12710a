import FeedPresentation

/// Errors go to stderr, one sentence a line: red, or yellow for a warning the run goes on after.
public struct TerminalErrorView: ResourceErrorView {
    public enum Tone: Sendable {
        case error
        case warning
    }

    private let sink: any OutputSink
    private let style: TextStyle
    private let tone: Tone

    public init(sink: any OutputSink, style: TextStyle, tone: Tone = .error) {
        self.sink = sink
        self.style = style
        self.tone = tone
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        guard let message = viewModel.message else { return }
        // A message may list things one a line (the drinks an ambiguous name could mean); each line is coloured alone.
        let lines = TerminalSanitizer.sanitize(message, keepingNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
        sink.write(lines.map { tone == .error ? style.red(String($0)) : style.yellow(String($0)) }.joined(separator: "\n") + "\n")
    }
}
