import Foundation

/// Sets a help page's text to the terminal's width: prose wrapped word by word, a usage line's continuations
/// under the command it calls, and a list in two columns whose descriptions wrap under their own column.
///
/// A word longer than the width stays whole: a page may run past a very narrow terminal, but never breaks a name
/// or an option in two.
struct HelpLayout: Sendable {
    /// Narrower than this, a description's column would hold a word or two a line.
    static let narrowestWidth = 40
    let width: Int

    init(width: Int) {
        self.width = max(width, Self.narrowestWidth)
    }

    /// Each line of `text` wrapped: a continuation starts under the text after the line's first gap of two
    /// spaces or more, as in `  DRINGO_API_KEY   your API key…`, or else under the line's own indent. When that
    /// column is past half the width, the text goes under its entry, a little further in.
    func prose(_ text: String) -> String {
        text.components(separatedBy: "\n").map(wrappedLine).joined(separator: "\n")
    }

    /// A usage line, `Usage: dringo bar add <ingredient>... | …`, whose continuations start under the command's
    /// name, after `program`. An option in brackets stays whole: `[--format text|json]` is never parted from its value.
    func usage(_ line: String, program: String) -> String {
        guard let call = line.range(of: program + " ") else { return prose(line) }
        let head = String(line[..<call.upperBound])
        return wrapped(Self.bracketedWords(line[call.upperBound...]), after: head, hangingAt: head.count)
    }

    /// Rows of two columns, two spaces in: the second starts three spaces after the longest first entry that
    /// takes no more than a third of the width; a longer entry has its description on the next line, in the column,
    /// and an entry wider than the page wraps under itself, two spaces further in.
    func columns(_ rows: [(entry: String, description: String)]) -> String {
        let widest = width / 3
        let entryWidth = rows.map(\.entry.count).filter { $0 <= widest }.max() ?? widest
        let column = 2 + entryWidth + 3
        return rows.map { entry, description in
            let indent = "  " + entry
            guard entry.count <= entryWidth else {
                // One entry a row still: one wider than the page goes on under itself, as a usage line does.
                let entryLines = wrapped(Self.bracketedWords(Substring(entry)), after: "  ", hangingAt: 4)
                return entryLines + "\n" + wrapped(description, after: spaces(column), hangingAt: column)
            }
            return wrapped(description, after: indent + spaces(column - indent.count), hangingAt: column)
        }.joined(separator: "\n")
    }

    private func wrappedLine(_ line: String) -> String {
        let indent = line.prefix { $0 == " " }.count
        let text = line.dropFirst(indent)
        guard let gap = text.range(of: "  "), gap.lowerBound > text.startIndex else {
            return wrapped(String(text), after: spaces(indent), hangingAt: indent)
        }
        let described = text[gap.lowerBound...].drop { $0 == " " }
        let hanging = indent + text.distance(from: text.startIndex, to: described.startIndex)
        guard hanging <= width / 2 else {
            // A column that would leave too little room: the entry stands on its own line, its text below it.
            let column = indent + 4
            return String(line[..<gap.lowerBound]) + "\n" + wrapped(String(described), after: spaces(column), hangingAt: column)
        }
        return wrapped(String(described), after: String(line.prefix(hanging)), hangingAt: hanging)
    }

    /// `head` as it is, then the words of `text`, each line up to the width, each continuation `hanging` in.
    private func wrapped(_ text: String, after head: String, hangingAt hanging: Int) -> String {
        wrapped(text.split(separator: " ").map(String.init), after: head, hangingAt: hanging)
    }

    private func wrapped(_ words: [String], after head: String, hangingAt hanging: Int) -> String {
        var lines: [String] = []
        var line = head
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = spaces(hanging)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The words of a synopsis, each bracketed group one word: `[--limit N]`, `[<command>]`.
    private static func bracketedWords(_ text: Substring) -> [String] {
        var words: [String] = []
        var depth = 0
        for word in text.split(separator: " ") {
            if depth > 0, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
        }
        return words
    }

    private func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(count, 0))
    }
}
