import CompositionRootTestSupport

/// The lines under "Usage:" on the main `--help` page, without their indent, as the user reads them.
func usageLinesOfHelp() async -> [String] {
    let page = await runDringo(["--help"]).standardOutput
    guard let start = page.range(of: "Usage:\n") else { return [] }
    return page[start.upperBound...].components(separatedBy: "\n")
        .prefix { $0.hasPrefix("  ") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
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
