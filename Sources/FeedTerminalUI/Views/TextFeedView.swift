import FeedPresentation

/// The feed as text: the title, then each cocktail's id and name, wrapped description and image URL.
///
/// The id leads the name line, so a user can pass it to `dringo ingredients` or `dringo image`;
/// ids are padded to the widest one, so that the names line up.
public struct TextFeedView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink
    private let width: Int
    private let style: TextStyle
    /// Text goes out whenever this much has gathered, so a long feed never sits whole in memory.
    private let chunkBytes: Int

    public init(output: any OutputSink, notices: any OutputSink, width: Int, style: TextStyle, chunkBytes: Int = 64 * 1024) {
        self.output = output
        self.notices = notices
        self.width = width
        self.style = style
        self.chunkBytes = chunkBytes
    }

    private static let indent = "    "
    private static let idSeparator = "  "

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    public func display(_ viewModel: FeedViewModel) {
        if let notice = viewModel.notice {
            notices.write(style.yellow(TerminalSanitizer.sanitize(notice)) + "\n")
        }
        var text = style.bold(TerminalSanitizer.sanitize(viewModel.title)) + "\n"
        let descriptionWidth = max(width - Self.indent.count, 20)
        let idWidth = viewModel.items.reduce(0) { max($0, String($1.id).count) }
        for item in viewModel.items {
            text += "\n" + Self.padded(String(item.id), to: idWidth) + Self.idSeparator
            text += style.bold(TerminalSanitizer.sanitize(item.name)) + "\n"
            if let description = item.description {
                let safe = TerminalSanitizer.sanitize(description, keepingNewlines: true)
                for line in TextWrapper.wrap(safe, width: descriptionWidth) {
                    text += Self.indent + line + "\n"
                }
            }
            if let imageURL = item.imageURL {
                text += Self.indent + style.dim(TerminalSanitizer.sanitize(imageURL)) + "\n"
            }
            if text.utf8.count >= chunkBytes {
                output.write(text)
                text.removeAll(keepingCapacity: true)
            }
        }
        if !text.isEmpty { output.write(text) }
    }
}
