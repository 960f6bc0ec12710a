import FeedPresentation

/// Any list as one JSON document on stdout: its members, then its rows under `rowsKey`, each an object
/// of its members or its name as a string. Written row by row as the rows are read, so that a long
/// list streams out and is never built whole; the note on stderr.
public struct JSONListView: ResourceView {
    private let output: any OutputSink
    private let notices: any OutputSink

    public init(output: any OutputSink, notices: any OutputSink) {
        self.output = output
        self.notices = notices
    }

    public func display(_ viewModel: ListViewModel) {
        if let note = viewModel.note {
            notices.write(TerminalSanitizer.sanitize(note) + "\n")
        }
        var json = JSONWriter(streamingTo: output)
        json.raw("{")
        for member in viewModel.members {
            json.member(member)
            json.raw(",")
        }
        json.key(viewModel.rowsKey)
        json.array(viewModel.rows) { json, row in
            if row.members.isEmpty {
                json.string(row.jsonName ?? row.name)
            } else {
                json.object(row.members)
            }
        }
        json.raw("}\n")
        json.flush()
    }
}
