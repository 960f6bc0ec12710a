import FeedPresentation

/// A search's matches as one JSON document on stdout, in the contract's shape; the note for no match on stderr.
public struct JSONCatalogueSearchView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink

    public init(output: any OutputSink, notices: any OutputSink) {
        self.output = output
        self.notices = notices
    }

    public func display(_ viewModel: CatalogueSearchViewModel) {
        if let note = viewModel.note {
            notices.write(TerminalSanitizer.sanitize(note) + "\n")
        }
        var json = JSONWriter(streamingTo: output)
        switch viewModel.source {
        case .catalogue: json.raw("{\"source\":\"catalogue\",\"items\":[")
        case .remote: json.raw("{\"source\":\"remote\",\"items\":[")
        }
        for (index, item) in viewModel.items.enumerated() {
            json.raw(index == 0 ? "{\"id\":" : ",{\"id\":")
            json.number(item.id)
            json.raw(",\"name\":")
            json.string(item.name)
            json.raw(",\"category\":")
            json.string(item.category)
            json.raw(",\"alcoholic\":")
            json.string(item.alcoholic)
            json.raw(",\"glass\":")
            json.string(item.glass)
            json.raw("}")
        }
        json.raw("]}\n")
        json.flush()
    }
}
