import NameMatching

/// Makes text from the network or the disk safe to put on a terminal.
///
/// It removes ESC sequences (CSI, OSC, DCS and the rest, 7-bit and 8-bit), C0 and C1
/// controls, DEL, and the bidirectional overrides and isolates that can make a line
/// display differently from what it contains. Tabs become spaces; newlines survive
/// only where a caller keeps them. The rule is `VisibleText`'s, which also cleans the
/// names the user keeps, so that a name is kept as the terminal shows it.
public enum TerminalSanitizer {
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        VisibleText.of(text, keepingNewlines: keepingNewlines)
    }
}
