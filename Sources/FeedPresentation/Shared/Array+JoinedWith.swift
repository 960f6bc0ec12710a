package extension [String] {
    /// The strings with `separator` between each two. Written out: the standard library's `joined(separator:)` runs
    /// unspecialized, and its first use in a process looks up a conformance at run time, which a recipe paid.
    func joined(with separator: String) -> String {
        var joined = ""
        for (position, string) in enumerated() {
            if position > 0 { joined += separator }
            joined += string
        }
        return joined
    }
}
