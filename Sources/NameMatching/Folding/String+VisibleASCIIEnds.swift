extension String {
    /// Whether the text starts and ends with a visible ASCII character, so has no whitespace to trim. Most names do,
    /// and they skip Foundation's trimming, whose first use in a process looks up several conformances at run time.
    var endsInVisibleASCII: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
    }
}
