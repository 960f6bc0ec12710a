extension CommandLineDescription {
    /// A completion script's opening comment, then a blank line: which shell it is for and how to load it (the first
    /// line of `howToLoad` after the shell's name, each other on a comment line of its own), and what made it.
    func scriptHeader(shell: String, howToLoad: [String]) -> [String] {
        ["# \(shell) completion for \(program). " + (howToLoad.first ?? "")] + howToLoad.dropFirst().map { "# " + $0 }
            + ["# Made by '\(program) completions \(shell)' from \(program)'s own description of its commands.", ""]
    }
}
