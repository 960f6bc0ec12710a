import FeedPresentation
import Locking

/// A one-line indicator on stderr, drawn only when stderr is a terminal: a turning spinner and what
/// is loading, erased when loading ends, however it ends (a result, an error, Ctrl-C).
///
/// A message that comes while loading, such as a sync's "10 of 36 letters", replaces the words on
/// the line and the spinner keeps turning: the one view draws both, so they never fight over the line.
/// Loaders may report from any task, and the spinner turns on a task of its own.
public final class TerminalLoadingView: ResourceLoadingView, Sendable {
    static let frames: [Character] = ["|", "/", "-", "\\"]
    private static let eraseToEndOfLine = "\u{1B}[K"
    private static let eraseLine = "\u{1B}[2K"

    private let sink: any OutputSink
    private let isEnabled: Bool
    private let style: TextStyle
    private let width: Int?
    private let ticks: SpinnerTicks
    private let state = Locked(State())

    private struct State {
        /// What the line says; nil while nothing is drawn.
        var message: String?
        var frame = 0
        /// Counts the times the line was drawn anew, so that a spinner task left from an earlier
        /// load never turns a later one's.
        var showing = 0
        var spinner: Task<Void, Never>?
    }

    /// - Parameters:
    ///   - width: the terminal's columns, when known: a longer line is cut short, since a line that
    ///     wraps cannot be redrawn in place.
    ///   - ticks: when the spinner turns.
    public init(sink: any OutputSink, isEnabled: Bool, style: TextStyle, width: Int? = nil, ticks: SpinnerTicks = .system) {
        self.sink = sink
        self.isEnabled = isEnabled
        self.style = style
        self.width = width
        self.ticks = ticks
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        guard isEnabled else { return }
        if viewModel.isLoading {
            guard let message = viewModel.message else { return }
            show(TerminalSanitizer.sanitize(message))
        } else {
            erase()
        }
    }

    private func show(_ message: String) {
        state.withLock { state in
            if state.message == nil {
                state.frame = 0
                state.showing += 1
                state.spinner = turnSpinner(showing: state.showing)
            }
            state.message = message
            draw(state)
        }
    }

    private func erase() {
        let spinner = state.withLock { state -> Task<Void, Never>? in
            guard state.message != nil else { return nil }
            state.message = nil
            sink.write("\r" + Self.eraseLine)
            let spinner = state.spinner
            state.spinner = nil
            return spinner
        }
        spinner?.cancel()
    }

    /// Started with the lock held, so that an erase can never miss the task it must stop.
    private func turnSpinner(showing: Int) -> Task<Void, Never> {
        let ticks = self.ticks
        return Task { [weak self] in
            while true {
                do {
                    try await ticks.next()
                } catch {
                    return
                }
                guard let self, self.advance(showing: showing) else { return }
            }
        }
    }

    /// Draws the next frame, if the line is still the one this spinner turns.
    private func advance(showing: Int) -> Bool {
        state.withLock { state in
            guard state.message != nil, state.showing == showing else { return false }
            state.frame = (state.frame + 1) % Self.frames.count
            draw(state)
            return true
        }
    }

    /// Called with the lock held, so that a frame and an erase never interleave on the line.
    private func draw(_ state: State) {
        guard let message = state.message else { return }
        var line = "\(Self.frames[state.frame]) \(message)"
        if let width, width > 1, line.count > width - 1 {
            // The last column is left free: writing into it makes some terminals wrap at once.
            line = String(line.prefix(width - 1))
        }
        sink.write("\r" + style.dim(line) + Self.eraseToEndOfLine)
    }
}
