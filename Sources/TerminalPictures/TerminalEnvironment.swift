/// The variables terminals set, read as the detection asks about them.
struct TerminalEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The value, or nil when the variable is unset or empty.
    subscript(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    func isSet(_ name: String) -> Bool { self[name] != nil }

    var term: String { self["TERM"]?.lowercased() ?? "" }
    var termProgram: String { self["TERM_PROGRAM"]?.lowercased() ?? "" }

    /// `COLORTERM=truecolor` or `24bit`, as terminals that take 24-bit colour announce it.
    var announcesTrueColor: Bool {
        let colorTerm = self["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct")
    }
}
