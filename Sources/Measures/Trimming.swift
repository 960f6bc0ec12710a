extension String {
    /// Without whitespace at either end, by `Character`, so that Foundation is not needed.
    var trimmedOfWhitespace: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }), let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
