import FeedPresentation

/// What the bar can make, as one JSON document on stdout in the contract's shape,
/// `{"items": [{"id": Int, "name": String, "missing": [String]}]}`; the note on stderr.
public struct JSONMakeableView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink

    public init(output: any OutputSink, notices: any OutputSink) {
        self.output = output
        self.notices = notices
    }

    public func display(_ viewModel: MakeableViewModel) {
        if let note = viewModel.note {
            notices.write(TerminalSanitizer.sanitize(note) + "\n")
        }
        var json = JSONWriter(streamingTo: output)
        json.raw("{\"items\":[")
        for (index, item) in viewModel.items.enumerated() {
            json.raw(index == 0 ? "{\"id\":" : ",{\"id\":")
            json.number(item.id)
            json.raw(",\"name\":")
            json.string(item.name)
            json.raw(",\"missing\":[")
            for (position, ingredient) in item.missing.enumerated() {
                if position > 0 { json.raw(",") }
                json.string(ingredient)
            }
            json.raw("]}")
        }
        json.raw("]}\n")
        json.flush()
    }
}
