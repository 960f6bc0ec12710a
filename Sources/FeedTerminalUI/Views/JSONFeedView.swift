import FeedPresentation

/// The feed as one JSON document on stdout, in the contract's shape.
public struct JSONFeedView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink

    public init(output: any OutputSink, notices: any OutputSink) {
        self.output = output
        self.notices = notices
    }

    public func display(_ viewModel: FeedViewModel) {
        if let notice = viewModel.notice {
            notices.write(TerminalSanitizer.sanitize(notice) + "\n")
        }
        var json = JSONWriter(streamingTo: output)
        json.raw("{\"title\":")
        json.string(viewModel.title)
        switch viewModel.source {
        case .remote:
            json.raw(",\"source\":\"remote\",\"cachedAt\":null")
        case let .cache(savedAt, _):
            json.raw(",\"source\":\"cache\",\"cachedAt\":")
            json.string(ISO8601Timestamp.string(from: savedAt))
        }
        json.raw(",\"items\":[")
        for (index, item) in viewModel.items.enumerated() {
            json.raw(index == 0 ? "{\"id\":" : ",{\"id\":")
            json.number(item.id)
            json.raw(",\"name\":")
            json.string(item.name)
            json.raw(",\"description\":")
            json.string(item.description)
            json.raw(",\"imageURL\":")
            json.string(item.imageURL)
            json.raw("}")
        }
        json.raw("]}\n")
        json.flush()
    }
}
