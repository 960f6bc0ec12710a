extension PictureProtocol {
    /// The protocol the terminal described by `environment` draws, or nil when it draws none (no `TERM`, or
    /// `dumb`). The rules, first match wins, are tabled in `docs/pictures.md`.
    public static func detect(environment: [String: String]) -> PictureProtocol? {
        let terminal = TerminalEnvironment(environment)
        let term = terminal.term
        let program = terminal.termProgram
        let blocks = PictureProtocol.halfBlocks(terminal.announcesTrueColor ? .trueColor : .xterm256)
        if term == "dumb" { return nil }
        // A multiplexer passes no graphics through unless configured to; its TERM_PROGRAM or the outer terminal's
        // variables it inherits would mislead.
        if terminal.isSet("TMUX") || term.hasPrefix("screen") || term.hasPrefix("tmux") || program == "tmux" { return blocks }
        if terminal.isSet("KITTY_WINDOW_ID") || term == "xterm-kitty" || program == "kitty" { return .kitty }
        if program == "ghostty" || term == "xterm-ghostty" || terminal.isSet("GHOSTTY_RESOURCES_DIR") { return .kitty }
        // WezTerm's kitty protocol is incomplete (timg and chafa avoid it); its iTerm2 images are sound.
        if program == "wezterm" || terminal.isSet("WEZTERM_EXECUTABLE") { return .iTerm }
        if program == "iterm.app" || terminal["LC_TERMINAL"]?.lowercased() == "iterm2" { return .iTerm }
        if program == "vscode" { return .iTerm }
        if term == "foot" || term.hasPrefix("foot-") || term.hasPrefix("mlterm") { return .sixel }
        if terminal.isSet("KONSOLE_VERSION") || terminal.isSet("WT_SESSION") { return .sixel }
        if term.isEmpty { return nil }
        // xterm draws sixels only when built with them and started as a VT340, which no variable tells: blocks.
        return blocks
    }
}
