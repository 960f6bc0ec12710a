import FeedPresentation

/// The feed as text: the title, then each cocktail's name, wrapped description and image URL.
struct TextFeedView: ResourceView {
    let output: any OutputSink
    let notices: any OutputSink
    let width: Int
    let style: TextStyle
    /// Text goes out whenever this much has gathered, so a long feed never sits whole in memory.
    var chunkBytes = 64 * 1024

    private static let indent = "    "

    func display(_ viewModel: FeedViewModel) {
        if let notice = viewModel.notice {
            notices.write(style.yellow(TerminalSanitizer.sanitize(notice)) + "\n")
        }
        var text = style.bold(TerminalSanitizer.sanitize(viewModel.title)) + "\n"
        let descriptionWidth = max(width - Self.indent.count, 20)
        for item in viewModel.items {
            text += "\n" + style.bold(TerminalSanitizer.sanitize(item.name)) + "\n"
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
