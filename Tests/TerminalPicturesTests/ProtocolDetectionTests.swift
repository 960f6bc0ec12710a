import TerminalPictures
import Testing

/// Which protocol each terminal gets, from the variables it sets.
struct ProtocolDetectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let terminal: String
        let environment: [String: String]
        let expected: PictureProtocol?

        var testDescription: String { terminal }
    }

    static let cases: [Case] = [
        Case(terminal: "kitty", environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"], expected: .kitty),
        Case(terminal: "kitty over ssh (its TERM only)", environment: ["TERM": "xterm-kitty"], expected: .kitty),
        Case(
            terminal: "Ghostty", environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty", "COLORTERM": "truecolor"],
            expected: .kitty),
        Case(
            terminal: "Ghostty with TERM=xterm-256color",
            environment: ["TERM": "xterm-256color", "GHOSTTY_RESOURCES_DIR": "/usr/share/ghostty"], expected: .kitty),
        Case(
            terminal: "WezTerm", environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "COLORTERM": "truecolor"],
            expected: .iTerm),
        Case(
            terminal: "iTerm2", environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "COLORTERM": "truecolor"],
            expected: .iTerm),
        Case(
            terminal: "iTerm2 over ssh (LC_TERMINAL passed)", environment: ["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"],
            expected: .iTerm),
        Case(
            terminal: "VS Code", environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode", "COLORTERM": "truecolor"],
            expected: .iTerm),
        Case(terminal: "foot", environment: ["TERM": "foot", "COLORTERM": "truecolor"], expected: .sixel),
        Case(terminal: "foot-extra", environment: ["TERM": "foot-extra"], expected: .sixel),
        Case(
            terminal: "Konsole", environment: ["TERM": "xterm-256color", "KONSOLE_VERSION": "240202", "COLORTERM": "truecolor"],
            expected: .sixel),
        Case(terminal: "Windows Terminal", environment: ["TERM": "xterm-256color", "WT_SESSION": "a1b2"], expected: .sixel),
        Case(terminal: "Windows Terminal, native (no TERM)", environment: ["WT_SESSION": "a1b2"], expected: .sixel),
        Case(terminal: "mlterm", environment: ["TERM": "mlterm"], expected: .sixel),
        Case(
            terminal: "xterm (no sixel known)", environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(390)"],
            expected: .halfBlocks(.xterm256)),
        Case(
            terminal: "GNOME Terminal", environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], expected: .halfBlocks(.trueColor)
        ),
        Case(
            terminal: "COLORTERM=24bit", environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"], expected: .halfBlocks(.trueColor)),
        Case(terminal: "a -direct terminfo", environment: ["TERM": "xterm-direct"], expected: .halfBlocks(.trueColor)),
        Case(
            terminal: "Apple Terminal", environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"],
            expected: .halfBlocks(.xterm256)),
        Case(terminal: "the Linux console", environment: ["TERM": "linux"], expected: .halfBlocks(.xterm256)),
        Case(
            terminal: "tmux in kitty",
            environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1/default,1,0", "KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"],
            expected: .halfBlocks(.trueColor)),
        Case(terminal: "screen in iTerm2", environment: ["TERM": "screen", "TERM_PROGRAM": "iTerm.app"], expected: .halfBlocks(.xterm256)),
        Case(terminal: "dumb", environment: ["TERM": "dumb", "COLORTERM": "truecolor"], expected: nil),
        Case(terminal: "no terminal named", environment: ["HOME": "/home/user"], expected: nil),
        Case(terminal: "empty TERM", environment: ["TERM": ""], expected: nil),
    ]

    @Test("PD-1: each terminal's variables choose the protocol it draws", arguments: cases)
    func environment_choosesTheTerminalsProtocol(case detection: Case) {
        #expect(PictureProtocol.detect(environment: detection.environment) == detection.expected)
    }

    @Test("PD-1: an empty variable counts as unset")
    func emptyVariables_countAsUnset() {
        let environment = ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": "", "COLORTERM": ""]

        #expect(PictureProtocol.detect(environment: environment) == .halfBlocks(.xterm256))
    }
}
