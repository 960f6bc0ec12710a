extension TextWrapper {
    /// One item of a list, `indent` in, wrapped to `width` with its continuations `hangingIndent` in, so that a long item
    /// stays one item: on one line when it fits.
    static func wrap(_ text: String, width: Int, indent: String, hangingIndent: String) -> [String] {
        guard indent.count + text.count > width, !text.contains("\n") else { return [indent + text] }
        let lines = wrap(text, width: width - hangingIndent.count)
        return lines.enumerated().map { position, line in (position == 0 ? indent : hangingIndent) + line }
    }
}
