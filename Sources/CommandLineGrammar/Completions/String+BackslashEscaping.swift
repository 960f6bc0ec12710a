extension String {
    /// The text with a backslash before each of `specials`: how every shell's completion script escapes what its
    /// syntax gives a meaning to, each script with its own set.
    func backslashEscaping(_ specials: String) -> String {
        reduce(into: "") { escaped, character in
            if specials.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
    }
}
