/// Reads the feed's text output back: a title line, then one entry per cocktail, each entry a
/// name line followed by indented lines (description, image URL), entries apart by a blank line.
enum FeedText {
    static func title(in output: String) -> String? {
        output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }

    /// The cocktails' names, in the order shown.
    static func names(in output: String) -> [String] {
        output.split(separator: "\n").dropFirst().filter { !$0.hasPrefix(" ") }.map(String.init)
    }
}
