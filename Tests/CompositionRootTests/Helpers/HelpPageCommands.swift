import CompositionRootTestSupport

/// The commands the main `--help` page lists under "Commands:", as the user reads them.
func commandsListedByHelp() async -> Set<String> {
    let page = await runDringo(["--help"]).standardOutput
    guard let start = page.range(of: "\nCommands:\n") else { return [] }
    let section = page[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
    return Set(section.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
}
