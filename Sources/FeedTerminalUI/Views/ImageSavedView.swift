import FeedPresentation

/// After the bytes are written: the note, if any, on stderr.
public struct ImageSavedView: ResourceView {
    private let notices: any OutputSink

    public init(notices: any OutputSink) {
        self.notices = notices
    }

    public func display(_ viewModel: ImageSavedViewModel) {
        guard let note = viewModel.note else { return }
        notices.write(TerminalSanitizer.sanitize(note) + "\n")
    }
}
