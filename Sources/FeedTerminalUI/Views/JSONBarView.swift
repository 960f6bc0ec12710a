import FeedPresentation

/// The bar as one JSON document on stdout, `{"ingredients": [String]}`; the note for an empty bar on stderr.
public struct JSONBarView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink

    public init(output: any OutputSink, notices: any OutputSink) {
        self.output = output
        self.notices = notices
    }

    public func display(_ viewModel: BarViewModel) {
        if let note = viewModel.note {
            notices.write(TerminalSanitizer.sanitize(note) + "\n")
        }
        var json = JSONWriter(streamingTo: output)
        json.raw("{\"ingredients\":[")
        for (index, ingredient) in viewModel.ingredients.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(ingredient)
        }
        json.raw("]}\n")
        json.flush()
    }
}
