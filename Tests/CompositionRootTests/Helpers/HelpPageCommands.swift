import CompositionRootTestSupport

/// The commands the main `--help` page lists under "Commands:", as the user reads them.
func commandsListedByHelp() async -> Set<String> {
    let wide = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 1000)
    let page = await runDringo(["--help"], terminal: wide).standardOutput
    guard let start = page.range(of: "\nCommands:\n") else { return [] }
    let section = page[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
    return Set(section.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
}
