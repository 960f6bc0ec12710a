import FeedPresentation

/// Any list as text, as `ListRow` describes it: one row a line on stdout, or under a heading one entry
/// a row; the note on stderr. Text goes out whenever `chunkBytes` have gathered, so that a long list
/// is never held whole as text.
public struct TextListView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink
    private let width: Int
    private let style: TextStyle
    private let noteStyle: TextStyle
    private let chunkBytes: Int

    /// - Parameters:
    ///   - width: the terminal's columns, to which an entry's body is wrapped.
    ///   - style: the rows' bold and dim; `noteStyle`, the note's yellow.
    public init(
        output: any OutputSink, notices: any OutputSink, width: Int = 80, style: TextStyle, noteStyle: TextStyle,
        chunkBytes: Int = 64 * 1024
    ) {
        self.output = output
        self.notices = notices
        self.width = width
        self.style = style
        self.noteStyle = noteStyle
        self.chunkBytes = chunkBytes
    }

    private static let indent = "    "
    private static let idSeparator = "  "

    public func display(_ viewModel: ListViewModel) {
        if let note = viewModel.note {
            notices.write(noteStyle.yellow(TerminalSanitizer.sanitize(note)) + "\n")
        }
        var text = ""
        if let heading = viewModel.heading {
            text = style.bold(TerminalSanitizer.sanitize(heading)) + "\n"
            let idWidth = viewModel.rows.reduce(0) { widest, row in max(widest, row.id.map { String($0).count } ?? 0) }
            for row in viewModel.rows {
                appendEntry(row, idWidth: idWidth, to: &text)
                flushIfFull(&text)
            }
        } else {
            for row in viewModel.rows {
                appendLine(row, to: &text)
                flushIfFull(&text)
            }
        }
        if !text.isEmpty { output.write(text) }
    }

    private func appendLine(_ row: ListRow, to text: inout String) {
        text += TerminalSanitizer.sanitize(row.name)
        appendDetail(of: row, to: &text)
        text += "\n"
    }

    private func appendEntry(_ row: ListRow, idWidth: Int, to text: inout String) {
        text += "\n"
        if let id = row.id {
            let label = String(id)
            text += label + String(repeating: " ", count: max(0, idWidth - label.count)) + Self.idSeparator
        }
        text += style.bold(TerminalSanitizer.sanitize(row.name))
        appendDetail(of: row, to: &text)
        text += "\n"
        if let body = row.body {
            let safe = TerminalSanitizer.sanitize(body, keepingNewlines: true)
            for line in TextWrapper.wrap(safe, width: max(width - Self.indent.count, 20)) {
                text += Self.indent + line + "\n"
            }
        }
        if let link = row.link {
            text += Self.indent + style.dim(TerminalSanitizer.sanitize(link)) + "\n"
        }
    }

    private func appendDetail(of row: ListRow, to text: inout String) {
        if let detail = row.detail {
            text += " " + style.dim("(" + TerminalSanitizer.sanitize(detail) + ")")
        }
    }

    private func flushIfFull(_ text: inout String) {
        guard text.utf8.count >= chunkBytes else { return }
        output.write(text)
        text.removeAll(keepingCapacity: true)
    }
}
