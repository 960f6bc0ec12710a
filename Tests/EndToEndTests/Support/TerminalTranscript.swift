/// Reads back what a terminal shows from the bytes written to it.
enum TerminalTranscript {
    /// The lines left on the terminal: on each, only what follows its last carriage return or
    /// "erase line" (ESC [2K), which is how a loading indicator is taken away; blank lines dropped.
    static func lines(_ transcript: String) -> [String] {
        transcript.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\u{1B}[2K", with: "\r")
            .split(separator: "\n")
            .map { line in String(line.split(separator: "\r", omittingEmptySubsequences: false).last ?? "") }
            .filter { !$0.isEmpty }
    }
}
