import CompositionRootTestSupport

/// The lines under "Usage:" on the main `--help` page, without their indent, one a command: the page as a terminal
/// wide enough for every line shows it.
func usageLinesOfHelp() async -> [String] {
    let wide = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 1000)
    return usageBlock(of: await runDringo(["--help"], terminal: wide).standardOutput)
        .map { $0.trimmingCharacters(in: .whitespaces) }
}

/// The block under "Usage:" on the main `--help` page as it is printed with no width known, without the two spaces
/// every line of it starts with: a line that wraps keeps the indent of its continuations.
func usageBlockOfHelp() async -> [String] {
    usageBlock(of: await runDringo(["--help"]).standardOutput).map { String($0.dropFirst(2)) }
}

private func usageBlock(of page: String) -> [String] {
    guard let start = page.range(of: "Usage:\n") else { return [] }
    return Array(page[start.upperBound...].components(separatedBy: "\n").prefix { $0.hasPrefix("  ") })
}

/// A synopsis line as two documents that set it differently still agree on it: placeholders without the angle
/// brackets `--help` puts around them (the man page sets them in italics), no spaces around `|`, single spaces.
func comparableSynopsis(_ line: String) -> String {
    line.filter { $0 != "<" && $0 != ">" }
        .split(separator: " ").joined(separator: " ")
        .replacingOccurrences(of: " | ", with: "|")
        .replacingOccurrences(of: "| ", with: "|")
        .replacingOccurrences(of: " |", with: "|")
}
