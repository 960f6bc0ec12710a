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
        json.raw("[")
        for (index, row) in viewModel.rows.enumerated() {
            if index > 0 { json.raw(",") }
            if row.members.isEmpty {
                json.string(row.name)
            } else {
                json.object(row.members)
            }
        }
        json.raw("]}\n")
        json.flush()
    }
}

private extension JSONWriter {
    mutating func object(_ members: [ListMember]) {
        raw("{")
        for (index, member) in members.enumerated() {
            if index > 0 { raw(",") }
            self.member(member)
        }
        raw("}")
    }

    mutating func member(_ member: ListMember) {
        key(member.key)
        switch member.value {
        case let .text(text): string(text)
        case let .number(number): self.number(number)
        case let .date(date): string(date.map(ISO8601Timestamp.string(from:)))
        case let .texts(texts):
            raw("[")
            for (index, text) in texts.enumerated() {
                if index > 0 { raw(",") }
                string(text)
            }
            raw("]")
        }
    }
}
